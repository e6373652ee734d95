"""Helpers for scripts/check-browser: checks that count, and Chromium driven through its
DevTools protocol."""

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

from viewcheck import WebSocket

chromium = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
         "--window-size=1440,1000"]

counted = {"checks": 0}


def require(condition, what):
    """Fails at once; a wait's poll, not counted."""
    if not condition:
        print("check-browser: FAIL: " + what, file=sys.stderr)
        sys.exit(1)


def check(condition, what):
    counted["checks"] += 1
    require(condition, what)


def run_chromium(*arguments):
    with tempfile.TemporaryDirectory() as profile:
        result = subprocess.run(
            [chromium, *FLAGS, "--user-data-dir=" + profile, *arguments],
            capture_output=True, timeout=120)
    return result.stdout.decode(errors="replace")


class DevTools:
    """Chromium driven through its DevTools protocol, one page."""

    def __init__(self, url):
        self.profile = tempfile.mkdtemp()
        self.process = subprocess.Popen(
            [chromium, *FLAGS, "--user-data-dir=" + self.profile, "--remote-debugging-port=0",
             url], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + 60
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            require(time.monotonic() < deadline, "chromium's DevTools did not start")
            time.sleep(0.05)
        port = int(open(port_file).read().split()[0])
        page = None
        while page is None:  # the page's target may come a moment after the browser's
            targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port))
            page = next((t for t in targets if t["type"] == "page"), None)
            require(page or time.monotonic() < deadline, "chromium opened no page")
            time.sleep(0 if page else 0.05)
        path = page["webSocketDebuggerUrl"].split(":%d" % port, 1)[1]
        self.socket = WebSocket(port, path)
        self.next_id = 0
        atexit.register(self.close)

    def send(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        return self.next_id

    def answer(self, id):
        while True:
            message = json.loads(self.socket.receive())
            if message.get("id") == id:
                if "error" in message:
                    raise AssertionError(message["error"])
                return message["result"]

    def call(self, method, **params):
        return self.answer(self.send(method, **params))

    def evaluate(self, expression, wait=False):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=wait)
        if "exceptionDetails" in result:
            raise AssertionError(result["exceptionDetails"])
        return result["result"].get("value")

    def until(self, expression, what, timeout=20):
        deadline = time.monotonic() + timeout
        while not self.evaluate("(() => { try { return %s; } catch (e) { return false; } })()"
                                % expression):
            require(time.monotonic() < deadline, what)
            time.sleep(0.02)
        check(True, what)

    def close(self):
        if self.process.poll() is None:
            self.socket.close()
            self.process.terminate()
            self.process.wait(timeout=30)
        shutil.rmtree(self.profile, ignore_errors=True)
