"""An OpenAI-compatible HTTP server for tests: scripted replies, injectable faults, every request recorded.

Standard library only (ThreadingHTTPServer), so any test can start one on 127.0.0.1 without extra
dependencies. A reply is chosen per request: first from `queue` (scripted, in order), else from
`responder(request)`; `faults(request)` may replace either with a fault. Used as a context manager:

    with FakeServer(responder) as srv:
        cfg.api_base = srv.url          # http://127.0.0.1:<port>/v1
        ...
        assert srv.count == 3
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

from seer.llm.client import FRESH_RETRY


@dataclass
class FakeRequest:
    """One request as the server saw it."""

    index: int
    path: str
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, Any]]:
        return self.body.get("messages") or []

    @property
    def system(self) -> str:
        return next((str(m.get("content") or "") for m in self.messages if m.get("role") == "system"), "")

    @property
    def last_user(self) -> str:
        users = [m for m in self.messages if m.get("role") == "user"]
        return str(users[-1].get("content") or "") if users else ""

    @property
    def item(self) -> str:
        """The item a seer request is for (the client sends it in a header, never to the model)."""
        return next((v for k, v in self.headers.items() if k.lower() == "x-seer-item"), "")

    @property
    def schema_name(self) -> str | None:
        """The response_format's json_schema name, when the client asked for one."""
        rf = self.body.get("response_format") or {}
        return (rf.get("json_schema") or {}).get("name")

    @property
    def tries(self) -> int:
        """How many validation-feedback rounds this conversation already had (assistant turns); a
        fresh retry (the first request plus the problems, no earlier reply) counts as 1."""
        turns = sum(1 for m in self.messages if m.get("role") == "assistant")
        return turns or int(self.fresh_retry)

    @property
    def fresh_retry(self) -> bool:
        """A retry sent without the rejected reply (seer.llm.client's fresh_retry)."""
        return any(m.get("role") == "user" and str(m.get("content") or "").startswith(FRESH_RETRY) for m in self.messages)


@dataclass
class Reply:
    """What the server answers. Build with the class methods; fields are the wire details."""

    content: str | None = ""
    tool_calls: list[dict[str, Any]] | None = None
    refusal: str | None = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    raw_body: bytes | None = None  # sent as-is instead of a completion
    delay: float = 0.0  # seconds before answering (a timeout when longer than the client's)
    drop: bool = False  # close the socket without any response
    finish_reason: str = "stop"

    @classmethod
    def json(cls, value: Any, **kw: Any) -> "Reply":
        return cls(content=json.dumps(value), **kw)

    @classmethod
    def text(cls, text: str, **kw: Any) -> "Reply":
        return cls(content=text, **kw)

    @classmethod
    def calls(cls, *calls: tuple[str, dict[str, Any]], content: str | None = None) -> "Reply":
        """An assistant turn that calls tools (for agents under test)."""
        tc = [{"id": f"call_{i}", "type": "function", "function": {"name": n, "arguments": json.dumps(a)}}
              for i, (n, a) in enumerate(calls)]
        return cls(content=content, tool_calls=tc, finish_reason="tool_calls")

    # faults
    @classmethod
    def malformed(cls) -> "Reply":
        return cls(content='{"this is": not json,,')

    @classmethod
    def empty(cls) -> "Reply":
        return cls(content="")

    @classmethod
    def refused(cls, why: str = "I can't help with that.") -> "Reply":
        return cls(content=None, refusal=why)

    @classmethod
    def error(cls, status: int, retry_after: float | None = None) -> "Reply":
        headers = {"Retry-After": f"{retry_after:g}"} if retry_after is not None else {}
        body = json.dumps({"error": {"message": f"fake server says {status}", "type": "fake", "code": status}})
        return cls(status=status, headers=headers, raw_body=body.encode())

    @classmethod
    def timeout(cls, seconds: float = 5.0) -> "Reply":
        return cls(content="{}", delay=seconds)

    @classmethod
    def dropped(cls) -> "Reply":
        return cls(drop=True)


Responder = Callable[[FakeRequest], Reply]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)  # rough, but stable: tests count, benchmarks compare


class FakeServer:
    """Serve OpenAI chat completions on 127.0.0.1:<free port> in a background thread."""

    def __init__(self, responder: Responder | None = None, *, latency: float = 0.0,
                 faults: Callable[[FakeRequest], Reply | None] | None = None, model: str = "fake-model"):
        self.responder = responder or (lambda req: Reply.text("ok"))
        self.faults = faults
        self.latency = latency
        self.model = model
        self.queue: deque[Reply] = deque()
        self.requests: list[FakeRequest] = []
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._conns: set[socket.socket] = set()  # live keep-alive connections, cut when the server stops
        self.files: dict[str, bytes] = {}  # batch API emulation: uploaded and output files
        self.batches: dict[str, dict[str, Any]] = {}
        self._thread: threading.Thread | None = None
        self._dies_at: int | None = None  # die_after: the first request index that finds the server dead

    # lifecycle
    def start(self, port: int = 0) -> "FakeServer":
        """Listen on `port` (0: a free one; the old port again: a server that came back)."""
        server = self

        class Handler(_Handler):
            fake = server

        self._dies_at = None  # a server that came back is alive
        httpd = _Server(("127.0.0.1", port), Handler)
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop like a process that died: no listener, and every open connection cut."""
        if self._httpd:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        with self._lock:
            conns, self._conns = list(self._conns), set()
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def die_after(self, n: int) -> None:
        """Die like a killed process once `n` requests were answered: request n and every later one has its connection cut
        at once, and the listener closes. (A watcher thread that stops the server when it sees n requests races the
        shutdown: a fast client got a dozen more answers in that window, and the run it should have stopped completed.)"""
        self._dies_at = n

    def __enter__(self) -> "FakeServer":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._httpd is not None, "server not started"
        return self._httpd.server_address[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def count(self) -> int:
        return len(self.requests)

    def script(self, *replies: Reply) -> None:
        """Answer the next requests with these replies, in order, before the responder."""
        with self._lock:
            self.queue.extend(replies)

    # called by the handler threads
    def _record(self, path: str, headers: dict[str, str], body: dict[str, Any]) -> FakeRequest:
        with self._lock:
            req = FakeRequest(len(self.requests), path, headers, body)
            self.requests.append(req)
            return req

    def _choose(self, req: FakeRequest) -> Reply:
        if self._dies_at is not None and req.index >= self._dies_at:
            if req.index == self._dies_at:
                threading.Thread(target=self.stop, daemon=True).start()
            return Reply.dropped()
        with self._lock:
            scripted = self.queue.popleft() if self.queue else None
        if scripted is not None:
            return scripted
        if self.faults is not None:
            fault = self.faults(req)
            if fault is not None:
                return fault
        return self.responder(req)

    # ---- batch API emulation (files + batches), answered at once through the same responder
    def _upload(self, raw: bytes, content_type: str) -> dict[str, Any]:
        boundary = content_type.split("boundary=")[-1].strip('"').encode()
        data = b""
        for part in raw.split(b"--" + boundary):
            head, _, body = part.partition(b"\r\n\r\n")
            if b'name="file"' in head:
                data = body.rsplit(b"\r\n", 1)[0]
        with self._lock:
            fid = f"file-{len(self.files)}"
            self.files[fid] = data
        return {"id": fid, "object": "file", "bytes": len(data), "created_at": int(time.time()), "filename": "batch.jsonl",
                "purpose": "batch", "status": "processed"}

    def _run_batch(self, body: dict[str, Any]) -> dict[str, Any]:
        lines = []
        for line in self.files.get(body.get("input_file_id", ""), b"").decode().splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            req = self._record("/v1/batches:" + item["url"], {}, item["body"])
            reply = self._choose(req)
            if reply.status != 200 or reply.raw_body is not None or reply.drop:
                result = {"status_code": reply.status if reply.status != 200 else 500, "body": {"error": {"message": "fault"}}}
            else:
                result = {"status_code": 200, "request_id": f"req-{req.index}", "body": self._completion(req, reply)}
            lines.append(json.dumps({"id": f"line-{req.index}", "custom_id": item["custom_id"], "response": result, "error": None}))
        with self._lock:
            out_id = f"file-{len(self.files)}"
            self.files[out_id] = "\n".join(lines).encode()
            bid = f"batch-{len(self.batches)}"
            now = int(time.time())
            batch = {"id": bid, "object": "batch", "endpoint": body.get("endpoint"), "input_file_id": body.get("input_file_id"),
                     "completion_window": "24h", "status": "completed", "output_file_id": out_id, "created_at": now,
                     "completed_at": now, "request_counts": {"total": len(lines), "completed": len(lines), "failed": 0}}
            self.batches[bid] = batch
        return batch

    def _completion(self, req: FakeRequest, reply: Reply) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.tool_calls:
            message["tool_calls"] = reply.tool_calls
        if reply.refusal is not None:
            message["refusal"] = reply.refusal
        prompt = _tokens(json.dumps(req.messages)) + _tokens(json.dumps(req.body.get("tools") or ""))
        out = _tokens((reply.content or "") + json.dumps(reply.tool_calls or ""))
        return {
            "id": f"chatcmpl-fake-{req.index}", "object": "chat.completion", "created": int(time.time()),
            "model": req.body.get("model") or self.model,
            "choices": [{"index": 0, "message": message, "finish_reason": reply.finish_reason}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": out, "total_tokens": prompt + out},
        }


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256  # the listen backlog (read in __init__): concurrency 32+ without dropped SYNs

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)  # a client that gave up (a timeout fault) is no error


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as real providers do
    # one send per response and no Nagle: otherwise headers and body go out as two segments and
    # the client's delayed ACK adds ~40 ms to every request
    wbufsize = 1 << 16
    disable_nagle_algorithm = True
    fake: FakeServer

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def setup(self) -> None:
        super().setup()
        with self.fake._lock:
            self.fake._conns.add(self.connection)

    def finish(self) -> None:
        with self.fake._lock:
            self.fake._conns.discard(self.connection)
        try:
            super().finish()
        except OSError:
            pass

    def _send(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            self.close_connection = True  # the client gave up (a timeout fault)

    def do_GET(self) -> None:
        path = self.path.rstrip("/").removeprefix("/v1")
        if path.startswith("/batches/") and path.split("/")[2] in self.fake.batches:
            self._send(200, json.dumps(self.fake.batches[path.split("/")[2]]).encode())
            return
        if path.startswith("/files/") and path.endswith("/content") and path.split("/")[2] in self.fake.files:
            self._send(200, self.fake.files[path.split("/")[2]])
            return
        if self.path.rstrip("/") in ("/v1/models", "/models"):
            body = {"object": "list", "data": [{"id": self.fake.model, "object": "model", "owned_by": "seer-tests"}]}
            self._send(200, json.dumps(body).encode())
        else:
            self._send(404, b'{"error": {"message": "not found"}}')

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        path = self.path.rstrip("/").removeprefix("/v1")
        if path == "/files":
            self._send(200, json.dumps(self.fake._upload(raw, self.headers.get("Content-Type", ""))).encode())
            return
        if path == "/batches":
            self._send(200, json.dumps(self.fake._run_batch(json.loads(raw or b"{}"))).encode())
            return
        if self.path.rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
            self._send(404, b'{"error": {"message": "not found"}}')
            return
        try:
            body = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            self._send(400, b'{"error": {"message": "request body is not JSON"}}')
            return
        req = self.fake._record(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
        try:
            reply = self.fake._choose(req)
        except Exception as exc:  # a broken responder is the test's bug: say so loudly, as a 500
            self._send(500, json.dumps({"error": {"message": f"responder failed: {exc!r}"}}).encode())
            return
        wait = self.fake.latency + reply.delay
        if wait:
            time.sleep(wait)
        if reply.drop:
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        if reply.raw_body is not None or reply.status != 200:
            self._send(reply.status, reply.raw_body or b"{}", reply.headers)
            return
        self._send(200, json.dumps(self.fake._completion(req, reply)).encode(), reply.headers)
