"""Helpers for the live page's checks (scripts/check-view, scripts/check-browser): start
scenesim with --view, speak HTTP and WebSocket to it, and wait for what it serves."""

import base64
import json
import os
import re
import shlex
import select
import socket
import struct
import subprocess
import time
import urllib.error
import urllib.request


class Repl:
    """`scenesim repl --view PORT` (a bare `--view` when PORT is None: a free port, as the
    docs/live.md runs it) with commands written to its standard input."""

    def __init__(self, scenesim, port=0, extra=(), command="repl"):
        view = ["--view"] if port is None else ["--view", str(port)]
        self.process = subprocess.Popen(
            [scenesim, command, *view, *extra],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.stderr = b""
        line = self.read_stderr_line(timeout=60)
        match = re.fullmatch(r"view: (http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{32}))", line)
        if not match:
            raise AssertionError("expected the view line on stderr, got %r" % line)
        self.url, self.port, self.token = match.group(1), int(match.group(2)), match.group(3)

    def read_stderr_line(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\n" not in self.stderr:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.process.stderr], [], [], max(0, left))
            if not ready:
                raise AssertionError("no line on stderr within %s s" % timeout)
            chunk = os.read(self.process.stderr.fileno(), 4096)
            if not chunk:
                raise AssertionError("scenesim ended: %r" % self.stderr)
            self.stderr += chunk
        line, self.stderr = self.stderr.split(b"\n", 1)
        return line.decode()

    def send(self, line):
        self.process.stdin.write((line + "\n").encode())
        self.process.stdin.flush()

    def path(self, path, token=True):
        if not token:
            return path
        return path + ("&" if "?" in path else "?") + "token=" + self.token

    def get(self, path, token=True, method="GET", headers=None, body=None):
        """(status, content type, body) of a request."""
        request = urllib.request.Request(
            "http://127.0.0.1:%d%s" % (self.port, self.path(path, token)), method=method,
            headers=headers or {}, data=body)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.headers.get("Content-Type"), response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers.get("Content-Type"), error.read()

    def command(self, line, token=True, headers=None, url_token=False):
        """(status, answer) of a command sent as the page sends it: POST /command with the
        token in the X-Scenesim-Token header (`token` False: none; a string: that one)."""
        sent = dict(headers or {})
        if token:
            sent["X-Scenesim-Token"] = self.token if token is True else token
        body = line if isinstance(line, bytes) else line.encode()
        status, kind, answer = self.get(
            "/command", token=url_token, method="POST", headers=sent, body=body)
        if status == 200 and kind == "application/json":
            return status, json.loads(answer)
        return status, answer.decode(errors="replace")

    def wait_for(self, path, predicate, timeout=10):
        """The body of `path` once predicate(body) holds."""
        deadline = time.monotonic() + timeout
        while True:
            status, _, body = self.get(path)
            try:
                if status == 200 and predicate(body):
                    return body
            except (ValueError, KeyError, TypeError):
                pass
            if time.monotonic() > deadline:
                raise AssertionError("%s did not change as expected: %r" % (path, body[:300]))
            time.sleep(0.02)

    def finish(self):
        """Ends input and waits; returns (exit status, stdout, the rest of stderr)."""
        out, err = self.process.communicate(timeout=30)
        return self.process.returncode, out.decode(), (self.stderr + err).decode()


class WebSocket:
    """A small WebSocket client (RFC 6455): text messages in, text messages out."""

    def __init__(self, port, path, host="127.0.0.1", headers=""):
        self.sock = socket.create_connection((host, port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((
            "GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n%s\r\n"
            % (path, host, port, key, headers)).encode())
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise AssertionError("the WebSocket handshake was cut off: %r" % data)
            data += chunk
        head, self.buffer = data.split(b"\r\n\r\n", 1)
        self.status = head.split(b"\r\n")[0].decode()

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise EOFError("the WebSocket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        """The next text message."""
        parts = []
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 8:
                raise EOFError("the WebSocket closed")
            if opcode in (9, 10):
                continue
            parts.append(payload)
            if first & 0x80:
                return b"".join(parts).decode()

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def close(self):
        self.sock.close()


def exchange(port, data, half_close=False, timeout=10):
    """(what came back until the server closed or `timeout` passed, seconds taken) for raw
    bytes sent to the server; with `half_close` the sending side is shut after them."""
    started = time.monotonic()
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    reply = b""
    try:
        connection.sendall(data)
        if half_close:
            connection.shutdown(socket.SHUT_WR)
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            reply += chunk
    except OSError:
        pass
    connection.close()
    return reply, time.monotonic() - started


def listening_addresses(port):
    """The local addresses of listening TCP sockets on `port`, from /proc/net/tcp{,6}."""
    found = []
    for name in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = open(name).read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            address, hex_port = fields[1].rsplit(":", 1)
            if int(hex_port, 16) == port and fields[3] == "0A":
                if len(address) == 8:
                    found.append(socket.inet_ntoa(struct.pack("<I", int(address, 16))))
                else:
                    found.append(address)
    return found


def outside_address():
    """An address of this machine that is not loopback, or None."""
    try:
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        probe.connect(("10.255.255.255", 1))
        address = probe.getsockname()[0]
        probe.close()
        return None if address.startswith("127.") else address
    except OSError:
        return None


def state(body):
    return json.loads(body)


def children(pid):
    """The pids of the processes whose parent is `pid` (Linux's /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open("/proc/%s/stat" % entry).read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


def thread_count(pid):
    return len(os.listdir("/proc/%d/task" % pid))


class TmuxRepl:
    """`scenesim repl ARGUMENTS` in a terminal: a tmux server of its own (kept up by an idle
    session), typed into with send-keys and read with capture-pane."""

    def __init__(self, scenesim, arguments, width=220, height=60):
        self.tmux = ["tmux", "-L", "scenesim-check-%d" % os.getpid(), "-f", "/dev/null"]
        subprocess.run(self.tmux + ["new-session", "-d", "-s", "idle", "sleep 3600"], check=True)
        command = " ".join(shlex.quote(word) for word in [
            "env", "SCENESIM_HISTORY=/dev/null", "NO_COLOR=1", scenesim, "repl", *arguments])
        subprocess.run(self.tmux + ["new-session", "-d", "-s", "repl", "-x", str(width),
                                    "-y", str(height), command], check=True)

    def screen(self):
        """What the terminal shows, its scrollback too, wrapped lines joined."""
        result = subprocess.run(self.tmux + ["capture-pane", "-p", "-J", "-S", "-5000", "-t",
                                             "repl"], capture_output=True)
        return result.stdout.decode(errors="replace")

    def type(self, text, enter=True):
        subprocess.run(self.tmux + ["send-keys", "-t", "repl", "-l", text], check=True)
        if enter:
            subprocess.run(self.tmux + ["send-keys", "-t", "repl", "Enter"], check=True)

    def wait_for(self, predicate, what, timeout=30):
        """The screen once predicate(screen) holds."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen()
            if predicate(shown):
                return shown
            if time.monotonic() > deadline:
                raise AssertionError("%s; the terminal shows:\n%s" % (what, shown[-3000:]))
            time.sleep(0.05)

    def running(self):
        return subprocess.run(self.tmux + ["has-session", "-t", "repl"],
                              capture_output=True).returncode == 0

    def stop(self):
        subprocess.run(self.tmux + ["kill-server"], capture_output=True)
