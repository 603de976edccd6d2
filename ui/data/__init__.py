"""The Data page: where the official WebShop files, FEVER's pages and claims and ALFWorld's games are
(`data_folders`)."""
