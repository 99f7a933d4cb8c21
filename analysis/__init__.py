"""Analysis core: text -> parse -> resolve (model) -> simulate -> trace -> views.

Nothing in this package knows about LSP.
"""

from . import dataclass_code as _dataclass_code

_dataclass_code.install()  # before any module of the package defines a dataclass (start-up, issue 17)
