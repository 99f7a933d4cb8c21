"""Analysis core: text -> parse -> resolve (model) -> simulate -> trace -> views.

Nothing in this package knows about LSP.
"""
