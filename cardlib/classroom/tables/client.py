"""A student's page in Python: join a class's tables, sit, and play over the websocket as a browser does.

The tests and the load benchmark use it to play many seats at once; a teacher can script a trial with
it. It speaks only the pages' own protocol (the forms, the cookie, the JSON messages).
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlencode

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

from cardlib.classroom.tables.server import STUDENT, TEACHER
from cardlib.classroom.tables.wire import unpack

_XSRF = re.compile(r'name="_xsrf" value="([^"]+)"')


class Page:
    """One browser: its cookies, its forms, and its websocket once the table page is open."""

    def __init__(self, base: str) -> None:
        self.base = base.rstrip("/")
        self.cookies: dict[str, str] = {}
        self.socket: WebSocketClientConnection | None = None
        self.view: dict[str, Any] = {}

    def _cookie_header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    async def get(self, path: str) -> str:
        """The page at ``path`` as text, keeping any cookie it sets."""
        response = await AsyncHTTPClient().fetch(
            HTTPRequest(self.base + path, headers={"Cookie": self._cookie_header()}, follow_redirects=False),
            raise_error=False,
        )
        self._keep(response.headers.get_list("Set-Cookie"))
        return response.body.decode()

    async def post(self, path: str, form: dict[str, str] | list[tuple[str, str]]) -> tuple[int, str]:
        """Send a form from the page at ``path``, as the browser would (with its _xsrf field).

        A list of pairs sends a field more than once (the boxes ticked of a list of checkboxes).
        """
        if "_xsrf" in self.cookies:  # the cookie's token is what the form carries
            token_value = self.cookies["_xsrf"]
        else:
            token = _XSRF.search(await self.get("/"))
            token_value = token.group(1) if token else ""
        fields = [*(form.items() if isinstance(form, dict) else form), ("_xsrf", token_value)]
        request = HTTPRequest(
            self.base + path,
            method="POST",
            body=urlencode(fields),
            headers={"Cookie": self._cookie_header()},
            follow_redirects=False,
        )
        try:
            response = await AsyncHTTPClient().fetch(request, raise_error=False)
        except HTTPClientError as error:  # pragma: no cover - raise_error=False returns instead
            return error.code, ""
        self._keep(response.headers.get_list("Set-Cookie"))
        return response.code, response.body.decode()

    def _keep(self, cookies: list[str]) -> None:
        for cookie in cookies:
            name, _, rest = cookie.partition("=")
            self.cookies[name] = rest.split(";", 1)[0]

    async def join(self, name: str, place: str | None = None, code: str = "") -> None:
        """Join as ``name`` (coming back: with his ``code``) and, given ``place`` ("1 A"), sit there."""
        await self.post("/", {"name": name, "code": code})
        if STUDENT not in self.cookies:
            raise RuntimeError(f"{name} could not join")
        if place is not None:
            await self.post("/sit", {"place": place})

    async def teacher(self, key: str) -> None:
        """Open the teacher's link (which keeps the key in a cookie)."""
        await self.get(f"/teacher?key={key}")
        if TEACHER not in self.cookies:
            raise RuntimeError("the teacher's key was refused")

    async def open(self, path: str = "/ws") -> dict[str, Any]:
        """Open the page's websocket and wait for its first view."""
        url = self.base.replace("http", "ws", 1) + path
        request = HTTPRequest(url, headers={"Cookie": self._cookie_header(), "Origin": self.base})
        self.socket = await websocket_connect(request)
        return await self.receive()

    async def receive(self) -> dict[str, Any]:
        """The next message (a view or a refusal); a view is kept as :attr:`view`."""
        assert self.socket is not None
        text = await self.socket.read_message()
        if text is None:
            raise ConnectionError("the server closed the page's line")
        message: dict[str, Any] = unpack(text if isinstance(text, str) else text.decode("utf-8"))
        if message.get("kind") != "refusal":
            self.view = message
        return message

    async def send(self, message: dict[str, Any] | str) -> None:
        """Send a message (a dict as JSON, text as it is)."""
        assert self.socket is not None
        await self.socket.write_message(message if isinstance(message, str) else json.dumps(message))

    async def act(self, action: str) -> None:
        """Click ``action`` in the view last seen."""
        await self.send({"act": action, "seen": self.view.get("seen")})

    async def answer(self, sheet: int, number: int, sent: str, **given: Any) -> dict[str, Any]:
        """Answer question ``number`` on the exercises' line (``answer="B"`` typed, or ``option=1``).

        The reply: the verdict, or a refusal.
        """
        await self.send({"sheet": sheet, "q": number, "sent": sent, **given})
        return await self.receive()

    def close(self) -> None:
        """Close the page's line."""
        if self.socket is not None:
            self.socket.close()
