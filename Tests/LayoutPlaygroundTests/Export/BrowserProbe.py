#!/usr/bin/env python3
"""Drives headless Chromium through the DevTools protocol over a pipe
(--remote-debugging-pipe: commands on fd 3, replies on fd 4, NUL-separated
JSON), with nothing but the standard library.

Usage: BrowserProbe.py [--serve DIR] URL WIDTH HEIGHT ACTIONS_JSON
With --serve, DIR is served over HTTP on a free port of 127.0.0.1 (a thread
of this process, ended with it) and URL is a path on that server.
ACTIONS_JSON is a list of steps, each one of:
  {"wait": "JS expression"}            poll until it is truthy (10 s at most)
  {"eval": "JS expression"}            its value (by value) goes to the output
  {"screenshot": "PATH"}               the viewport as a PNG
  {"click": [x, y]}                    a press and release there
  {"key": "ArrowRight", "keyCode": 39} a key pressed and released
  {"wheel": [x, y, dx, dy]}            a wheel turn
  {"resize": [width, height]}          the window's new size
  {"sleep": seconds}                   time passes
  {"axtree": true}                     the page's accessibility tree as Chromium
                                       exposes it (Accessibility.getFullAXTree):
                                       the nodes not ignored, each as
                                       {role, name, properties: {name: value}},
                                       with its element's "attributes" for lists,
                                       list items, groups and regions
  {"listeners": "JS expression"}       how many event listeners the object it
                                       gives and every node under it have
  {"drag": [[x, y], ...], "interval": seconds}
                                       press at the first point, move through
                                       the others, release at the last (unless
                                       "release": false)
Prints a JSON list with one entry per "eval", "axtree" and "listeners" step. The browser and its
children are ended before it exits.
"""
import base64, functools, http.server, json, os, shutil, subprocess, sys, tempfile, threading, time


class Browser:
    def __init__(self, width, height):
        self.profile = tempfile.mkdtemp(prefix="probe-profile-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def fds():
            # Out of the way first, so neither lands on the other's number.
            r, w = os.dup(to_child_r), os.dup(from_child_w)
            r, w = os.dup2(r, 100), os.dup2(w, 101)
            os.dup2(r, 3)
            os.dup2(w, 4)
            os.setsid()

        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
             "--remote-debugging-pipe", "--user-data-dir=" + self.profile, "--no-first-run",
             "--window-size=%d,%d" % (width, height), "--force-device-scale-factor=1", "about:blank"],
            close_fds=False, preexec_fn=fds,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def post(self, method, params=None, session=True):
        """Sends a command without waiting; returns its id."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        return self.next_id

    def reply(self, id, method=""):
        while True:
            reply = self.read()
            if reply.get("id") == id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def send(self, method, params=None, session=True):
        return self.reply(self.post(method, params, session), method)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url, width, height):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        self.send("Page.enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError("%s: %s" % (expression, result["exceptionDetails"].get("text")))
        return result["result"].get("value")

    def listeners(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression})
        if "exceptionDetails" in result or "objectId" not in result["result"]:
            raise RuntimeError("%s: not an object" % expression)
        found = self.send("DOMDebugger.getEventListeners",
                          {"objectId": result["result"]["objectId"], "depth": -1, "pierce": True})
        return len(found["listeners"])

    def accessibility_tree(self):
        self.send("Accessibility.enable")
        nodes = self.send("Accessibility.getFullAXTree")["nodes"]
        out = []
        for node in nodes:
            if node.get("ignored"):
                continue
            properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
            entry = {"role": node.get("role", {}).get("value"), "name": node.get("name", {}).get("value"),
                     "properties": properties}
            # The protocol leaves out a list item's position and set size: the
            # attributes of the element the node stands for say them.
            if entry["role"] in ("list", "listitem", "group", "region") and "backendDOMNodeId" in node:
                described = self.send("DOM.describeNode", {"backendNodeId": node["backendDOMNodeId"]})["node"]
                flat = described.get("attributes", [])
                entry["attributes"] = dict(zip(flat[0::2], flat[1::2]))
            out.append(entry)
        return out

    def close(self):
        # Asked to close, the browser ends and reaps its own helpers; a
        # signal to the whole group is the fallback.
        try:
            self.session = None
            self.send("Browser.close", session=False)
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(self.process.pid, 9)
        except ProcessLookupError:
            pass
        self.process.wait()
        os.close(self.to_child)
        os.close(self.from_child)
        shutil.rmtree(self.profile, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    arguments = sys.argv[1:]
    server = None
    if arguments[0] == "--serve":
        handler = functools.partial(QuietHandler, directory=arguments[1])
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        arguments = arguments[2:]
        arguments[0] = "http://127.0.0.1:%d/%s" % (server.server_address[1], arguments[0].lstrip("/"))
    url, width, height, actions = arguments[0], int(arguments[1]), int(arguments[2]), json.loads(arguments[3])
    try:
        run(url, width, height, actions)
    finally:
        if server:
            server.shutdown()
            server.server_close()


def run(url, width, height, actions):
    browser = Browser(width, height)
    out = []
    try:
        browser.open(url, width, height)
        for step in actions:
            if "wait" in step:
                deadline = time.time() + 10
                while not browser.evaluate(step["wait"]):
                    if time.time() > deadline:
                        raise RuntimeError("timed out waiting for " + step["wait"])
                    time.sleep(0.05)
            elif "eval" in step:
                out.append(browser.evaluate(step["eval"]))
            elif "sleep" in step:
                time.sleep(step["sleep"])
            elif "axtree" in step:
                out.append(browser.accessibility_tree())
            elif "listeners" in step:
                out.append(browser.listeners(step["listeners"]))
            elif "screenshot" in step:
                shot = browser.send("Page.captureScreenshot", {"format": "png", "clip": {
                    "x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
                with open(step["screenshot"], "wb") as f:
                    f.write(base64.b64decode(shot["data"]))
            elif "click" in step:
                x, y = step["click"]
                for kind, buttons in (("mouseMoved", 0), ("mousePressed", 1), ("mouseReleased", 0)):
                    browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                              "buttons": buttons, "clickCount": 1})
            elif "key" in step:
                for kind in ("rawKeyDown", "keyUp"):
                    browser.send("Input.dispatchKeyEvent", {"type": kind, "key": step["key"], "code": step["key"],
                                                            "windowsVirtualKeyCode": step.get("keyCode", 0)})
            elif "resize" in step:
                w, h = step["resize"]
                browser.send("Emulation.setDeviceMetricsOverride",
                             {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": False})
            elif "wheel" in step:
                x, y, dx, dy = step["wheel"]
                browser.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": x, "y": y, "deltaX": dx, "deltaY": dy})
            elif "drag" in step:
                points, interval = step["drag"], step.get("interval", 0.016)
                # Each event carries its own time, so the page measures the pace asked
                # for however busy the machine is.
                start = time.time()
                clock = {"k": 0}

                def mouse(kind, p, buttons):
                    stamp = start + clock["k"] * interval
                    if kind == "mouseMoved" and buttons:
                        clock["k"] += 1
                        stamp = start + clock["k"] * interval
                    return browser.post("Input.dispatchMouseEvent", {
                        "type": kind, "x": p[0], "y": p[1], "button": "left", "buttons": buttons,
                        "clickCount": 1, "timestamp": stamp})
                browser.reply(mouse("mouseMoved", points[0], 0))
                browser.reply(mouse("mousePressed", points[0], 1))
                # Sent at the pace asked, not waiting for each reply (a round trip
                # can take longer than the velocity tracker's 40 ms stop gap); the
                # release right after the last move, as a finger leaves the glass.
                sent = []
                for p in points[1:]:
                    time.sleep(interval)
                    sent.append(mouse("mouseMoved", p, 1))
                if step.get("release", True):
                    sent.append(mouse("mouseReleased", points[-1], 0))
                for id in sent:
                    browser.reply(id)
        print(json.dumps(out))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
