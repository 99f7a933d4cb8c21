"""mcalens: llvm-mca 19 reimplemented in Python, with a language server on top.

The repository's top-level folders (analysis/, server/, models/) install as subpackages of this
single import root; see pyproject.toml.
"""

__version__ = "0.1.0"
