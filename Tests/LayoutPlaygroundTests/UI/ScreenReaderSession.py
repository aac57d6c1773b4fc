#!/usr/bin/python3
"""Runs a program with GNOME's screen reader, Orca, listening, and writes
down what Orca says, for the screen-reader tests.

Run on an X display:
    ScreenReaderSession.py FOLDER PROGRAM ARGUMENTS...
It starts its own D-Bus session bus and, from it, the accessibility bus
(whose address it gives Orca and the program; the accessibility bus ends
before this script does), with SIGTERM, SIGINT and SIGHUP unblocked
(a test runner may start this script with them blocked, and the daemons,
inheriting that, would outlive it). On that bus it starts, each writing
into FOLDER:
  - speech-dispatcher with its own configuration: one output module, the
    generic one, whose "synthesis" appends each text to `speech.txt`, one
    line per utterance (no sound device is needed; the usual espeak module
    waits for one forever);
  - Orca, with its preferences in FOLDER and its debug log, written line
    by line, in `orca-debug.txt`;
  - once Orca has said it is on, PROGRAM, with accessibility on.
`session.txt` says "ready PID" once the program has started. The session lasts
until PROGRAM exits or this script is told to end (SIGTERM, SIGINT, or its
standard input closing); then it ends everything it started.
"""
import os
import signal
import subprocess
import sys
import time

ORCA_STARTER = r"""
import builtins, ctypes, runpy, sys
# Named as the installed orca script's process is (PR_SET_NAME), so that
# apps looking for a running screen reader find this one.
ctypes.CDLL(None).prctl(15, b"orca", 0, 0, 0)
debug_path = sys.argv[1]
real_open = builtins.open
def open_line_buffered(file, mode="r", *arguments, **options):
    # Orca opens its debug log block-buffered; the tests read it as it grows.
    if file == debug_path and "w" in mode:
        return real_open(file, mode, buffering=1)
    return real_open(file, mode, *arguments, **options)
builtins.open = open_line_buffered
orca_main = runpy.run_path("/usr/bin/orca", run_name="orca_bin")
# Orca refuses to start while another Orca of this user runs; this one has
# its own buses and speech server, so it may run beside any other.
orca_main["main"].__globals__["otherOrcas"] = lambda: []
sys.argv = ["orca"] + sys.argv[2:]
sys.exit(orca_main["main"]())
"""


def write_speech_configuration(folder):
    config = os.path.join(folder, "speechd")
    os.makedirs(os.path.join(config, "modules"), exist_ok=True)
    speech = os.path.join(folder, "speech.txt")
    open(speech, "a").close()
    with open(os.path.join(config, "speechd.conf"), "w") as f:
        f.write('LogLevel 2\nLogDir "%s"\n' % folder)
        f.write('AddModule "file" "sd_generic" "file.conf"\nDefaultModule file\n')
        f.write('DefaultLanguage "en"\nDefaultRate 0\n')
        # Modules open a sound device when they start, even this one: ALSA's null device.
        f.write('AudioOutputMethod "alsa"\nAudioALSADevice "null"\n')
    with open(os.path.join(config, "modules", "file.conf"), "w") as f:
        # $DATA arrives with its single quotes escaped for the shell.
        f.write('GenericExecuteSynth "printf \'%%s\\\\n\' \\\'$DATA\\\' >> %s"\n' % speech)
        f.write('GenericMaxChunkLength 10000\n')
        # Without a charset the module writes Latin-1 ("×" would not be UTF-8).
        f.write('GenericLanguage "en" "en" "utf-8"\n')
        f.write('AddVoice "en" "MALE1" "file"\n')
    return config


def wait_for_text(path, text, timeout, alive):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                if text in f.read():
                    return True
        except OSError:
            pass
        if not alive():
            return False
        time.sleep(0.1)
    return False


def bus_call(environment, destination, path, method, *arguments):
    """A method call on the session bus; its reply's value, or None."""
    result = subprocess.run(
        ["dbus-send", "--session", "--print-reply=literal", "--dest=" + destination, path, method] + list(arguments),
        env=environment, capture_output=True, text=True, timeout=20)
    return result.stdout.strip() if result.returncode == 0 else None


def end_pid(pid, grace=5):
    """Ends a process this script did not start (the accessibility bus launcher)."""
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.time() + grace
    while time.time() < deadline:
        try:
            with open("/proc/%d/stat" % pid) as f:
                if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return  # ended, not yet reaped by its parent
        except (OSError, IndexError):
            return
        time.sleep(0.05)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def end(process, grace=5):
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def main():
    folder = os.path.abspath(sys.argv[1])
    program = sys.argv[2:]
    os.makedirs(folder, exist_ok=True)
    status = os.path.join(folder, "session.txt")
    stopping = []

    def stop(*_):
        stopping.append(True)

    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, stop)

    environment = dict(os.environ)
    environment.pop("NO_AT_BRIDGE", None)
    environment["HOME"] = folder
    environment["XDG_CONFIG_HOME"] = environment.get("XDG_CONFIG_HOME") or os.path.join(folder, "config")
    environment["XDG_DATA_HOME"] = os.path.join(folder, "data")
    runtime = os.path.join(folder, "runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    environment["XDG_RUNTIME_DIR"] = runtime
    environment["GSETTINGS_BACKEND"] = "memory"
    socket = os.path.join(runtime, "speechd.sock")
    environment["SPEECHD_ADDRESS"] = "unix_socket:" + socket

    log = open(os.path.join(folder, "processes.log"), "w")
    bus = speechd = orca = app = launcher = None
    try:
        bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                               stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, text=True)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
        # The accessibility bus, started now and named to Orca and the program
        # outright: the address the launcher also leaves on the shared X
        # display's root window may be another session's, ending.
        a11y = bus_call(environment, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress")
        launcher = bus_call(environment, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                            "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:org.a11y.Bus")
        if a11y:
            environment["AT_SPI_BUS_ADDRESS"] = a11y
        if launcher:
            launcher = int(launcher.split()[-1])
        config = write_speech_configuration(folder)
        speechd = subprocess.Popen(
            ["speech-dispatcher", "--run-single", "--config-dir", config, "--communication-method", "unix_socket",
             "--socket-path", socket, "--timeout", "0", "--pid-file", os.path.join(runtime, "speechd.pid")],
            env=environment, stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        deadline = time.time() + 10
        while not os.path.exists(socket) and time.time() < deadline and speechd.poll() is None:
            time.sleep(0.05)

        debug = os.path.join(folder, "orca-debug.txt")
        orca = subprocess.Popen(
            [sys.executable, "-c", ORCA_STARTER, debug, "--debug-file", debug,
             "--user-prefs", os.path.join(folder, "orca")],
            env=environment, stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        speech = os.path.join(folder, "speech.txt")
        if not wait_for_text(speech, "Screen reader on", 30, lambda: orca.poll() is None and not stopping):
            with open(status, "w") as f:
                f.write("failed: Orca did not start\n")
            return 1

        app = subprocess.Popen(program, env=environment, stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        with open(status, "w") as f:
            f.write("ready %d\n" % app.pid)
        while not stopping and app.poll() is None and orca.poll() is None:
            time.sleep(0.1)
        return 0
    finally:
        end(app)
        end(orca)
        end(speechd)
        # The launcher ends the accessibility bus and registry and takes its
        # address off the X display; done before returning, so the next
        # session on this display never finds this one's address there.
        if launcher:
            end_pid(launcher)
        end(bus)
        log.close()


if __name__ == "__main__":
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    sys.exit(main())
