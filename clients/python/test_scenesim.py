"""Tests of the Python client against a real `scenesim serve --stdio` ($SCENESIM)."""

import json
import os
import shutil
import subprocess
import tempfile
import unittest

import scenesim
from scenesim import CommandError, Scene

SCENESIM = os.environ.get("SCENESIM") or shutil.which("scenesim") or "scenesim"


class SceneTests(unittest.TestCase):
    def setUp(self):
        self.scene = Scene()

    def tearDown(self):
        self.scene.close()

    def test_output_events_and_time(self):
        self.assertEqual(self.scene.run("view add a frame 0,0,100,100 color red"), [])
        self.scene.run("view animate a duration 1 curve linear alpha 0")
        self.scene.run("tick 0.5")
        self.assertEqual(
            self.scene.run("print a"),
            ["view a frame=0,0,100,100 alpha=0.5 color=#FF0000 animating"],
        )
        self.assertEqual(self.scene.time, 0.5)
        result = self.scene.execute("settle")
        self.assertEqual(result.output, ["[1s] a: completion(animation: 1, finished: true)", "settled at 1s"])
        self.assertEqual(result.time, 1)

    def test_failing_line_raises_and_changes_nothing(self):
        self.scene.run("view add a frame 0,0,10,10")
        with self.assertRaises(CommandError) as caught:
            self.scene.run("view add b frame 0,0,1 in a")
        self.assertEqual(caught.exception.column, 18)
        self.assertIn("view add b frame 0,0,1 in a", caught.exception.line)
        with self.assertRaises(CommandError) as caught:
            self.scene.run("print b")
        self.assertEqual(caught.exception.message, "unknown node 'b'")
        self.assertEqual(caught.exception.column, 7)

    def test_a_line_break_is_a_failing_line(self):
        with self.assertRaises(CommandError) as caught:
            self.scene.run("time\ntime")
        self.assertEqual(caught.exception.column, 5)

    def test_close_is_idempotent(self):
        self.scene.close()
        self.scene.close()

    def test_completion(self):
        self.assertEqual(self.scene.complete("view ad"), ["add"])
        self.assertIn("popover", self.scene.complete("pop"))

    def test_files_are_relative_to_cwd(self):
        with tempfile.TemporaryDirectory() as folder:
            with Scene(cwd=folder) as scene:
                scene.run("view add a frame 0,0,10,10 color red")
                scene.run("render svg scene.svg")
            with open(os.path.join(folder, "scene.svg"), encoding="utf-8") as svg:
                self.assertIn("<svg", svg.read())


class WireTests(unittest.TestCase):
    """The protocol itself, line by line, as another language's client would see it."""

    def test_invalid_json_is_answered_with_null_id_and_the_server_goes_on(self):
        requests = "not json\n" + json.dumps({"id": 2, "line": "time"}) + "\n"
        answers = subprocess.run(
            [SCENESIM, "serve", "--stdio"],
            input=requests, capture_output=True, text=True, check=True,
        ).stdout.splitlines()
        self.assertEqual(len(answers), 2)
        self.assertEqual(json.loads(answers[0])["id"], None)
        self.assertEqual(json.loads(answers[0])["ok"], False)
        self.assertEqual(json.loads(answers[1]), {"id": 2, "ok": True, "output": ["0s"], "time": 0})

    def test_each_answer_is_flushed_before_the_next_request(self):
        server = subprocess.Popen(
            [SCENESIM, "serve", "--stdio"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )
        try:
            for number in range(3):
                server.stdin.write(json.dumps({"id": number, "line": f"tick {number}"}) + "\n")
                server.stdin.flush()
                self.assertEqual(json.loads(server.stdout.readline())["id"], number)
        finally:
            server.stdin.close()
            server.wait(timeout=10)
            server.stdout.close()

class FindingTests(unittest.TestCase):
    def test_a_checkout_build_is_found_from_inside_it(self):
        saved = os.environ.pop("SCENESIM", None)
        try:
            root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
            found = scenesim.find_executable(os.path.join(root, "docs"))
            self.assertTrue(found and found.startswith(os.path.join(root, ".build")), found)
        finally:
            if saved is not None:
                os.environ["SCENESIM"] = saved


if __name__ == "__main__":
    unittest.main()
