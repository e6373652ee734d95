"""Drive scenesim scenes from Python through `scenesim serve --stdio`.

Standard library only. Each `Scene` is one scenesim process holding one scene:

    from scenesim import Scene, CommandError

    with Scene() as scene:
        scene.run("view add a frame 0,0,100,100 color red")
        scene.run("view animate a duration 1 alpha 0")
        scene.run("tick 0.5")
        assert scene.run("print a") == ["view a frame=0,0,100,100 alpha=0.5 color=#FF0000 animating"]
        assert scene.time == 0.5

The protocol is documented in docs/protocol.md.
"""

import itertools
import json
import os
import shutil
import subprocess

__all__ = ["Scene", "Result", "CommandError", "ProtocolError", "find_executable"]


def find_executable(start=None):
    """The scenesim to run: $SCENESIM; else, from `start` (the current folder) upwards, the
    first scenesim checkout's build (.build/debug, then .build/release); else PATH's."""
    if os.environ.get("SCENESIM"):
        return os.environ["SCENESIM"]
    folder = os.path.abspath(start or os.getcwd())
    while True:
        if os.path.exists(os.path.join(folder, "Package.swift")):
            for kind in ("debug", "release"):
                candidate = os.path.join(folder, ".build", kind, "scenesim")
                if os.access(candidate, os.X_OK):
                    return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    return shutil.which("scenesim")


class CommandError(Exception):
    """A command line failed; the scene is as it was before it."""

    def __init__(self, line, message, column=None, hint=None):
        self.line = line
        self.message = message
        self.column = column
        self.hint = hint
        text = message
        if column is not None:
            text += f" at column {column}"
        if hint:
            text += f"; {hint}"
        super().__init__(text)


class ProtocolError(Exception):
    """The server answered something other than the protocol, or went away."""


class Result:
    """What a command printed (events included) and the virtual time after it."""

    def __init__(self, output, time, quit=False):
        self.output = output
        self.time = time
        self.quit = quit

    def __repr__(self):
        return f"Result(output={self.output!r}, time={self.time!r})"


class Scene:
    """A scenesim process serving one scene over standard input and output.

    `executable` is the scenesim binary: by default $SCENESIM, else the build of the
    scenesim checkout the current folder is in, else `scenesim` on PATH. File paths in
    commands (`render svg FILE`) are relative to `cwd`.
    """

    def __init__(self, executable=None, cwd=None):
        executable = executable or find_executable()
        if not executable:
            raise FileNotFoundError(
                "scenesim not found: set $SCENESIM, work inside a built checkout, or put it on PATH"
            )
        self._process = subprocess.Popen(
            [executable, "serve", "--stdio"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=cwd,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self._ids = itertools.count(1)
        self.time = 0.0

    def execute(self, line):
        """Runs one command line; returns a Result, or raises CommandError."""
        answer = self._request({"line": line})
        if "time" in answer:
            self.time = answer["time"]
        if not answer.get("ok"):
            error = answer.get("error") or {}
            raise CommandError(line, error.get("message", "failed"), error.get("column"), error.get("hint"))
        return Result(answer.get("output", []), answer.get("time"), answer.get("quit", False))

    def run(self, line):
        """Runs one command line and returns its output lines; raises CommandError."""
        return self.execute(line).output

    def complete(self, text):
        """The words that can end `text` (what Tab offers in the REPL)."""
        return self._request({"complete": text})["completions"]

    def close(self):
        """Ends the process (killing it if it does not end within 10 s of its input closing)."""
        process = self._process
        if process.poll() is None:
            try:
                process.stdin.close()
            except BrokenPipeError:
                pass
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        process.stdout.close()

    def __del__(self):
        if getattr(self, "_process", None) is not None and self._process.poll() is None:
            self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def _request(self, fields):
        request_id = next(self._ids)
        try:
            self._process.stdin.write(json.dumps({"id": request_id, **fields}) + "\n")
            self._process.stdin.flush()
        except BrokenPipeError as error:
            raise ProtocolError("scenesim has exited") from error
        text = self._process.stdout.readline()
        if not text:
            raise ProtocolError("scenesim has exited")
        try:
            answer = json.loads(text)
        except json.JSONDecodeError as error:
            raise ProtocolError(f"an answer that is not JSON: {text!r}") from error
        if not isinstance(answer, dict) or answer.get("id") != request_id:
            raise ProtocolError(f"an answer for another request (expected id {request_id}): {text}")
        if answer.get("ok") is False and "output" not in answer:
            error = answer.get("error") or {}
            raise ProtocolError(error.get("message", "bad request"))
        return answer
