"""Base URLs without credentials, wherever they are stored, logged or printed.

``http://user:secret@host/v1`` is a valid base URL, and the password in it is as secret as
an API key; it must not reach the response cache, an error message or the CLI's model line.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit


def without_credentials(url: str) -> str:
    """`url` with any user name and password replaced by ``***`` (unchanged if it has none)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url.split("@")[-1] if "@" in url else url
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"  # IPv6
    try:
        port = parts.port
    except ValueError:
        port = None
    netloc = f"***@{host}" + (f":{port}" if port is not None else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
