"""The compiled cache (store.py) and its record files (record_file.py): derived data kept under the
user's cache directory, trusted only when private to the user."""
