#!/usr/bin/python3
"""A GtkFlowBox of titled children, the reference the screen-reader test
listens to: what Orca says for a widget GTK itself makes accessible.

Run on an X display: FlowBoxReference.py COUNT
Children are plain labels "Level N, Title"; the first has focus. Enter
activates the child in focus (GtkFlowBox's binding), which selects it.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402

TITLES = ["Sunny Meadow", "Misty Harbor", "Quiet Forest", "Desert Road", "Frozen Lake", "Night City"]


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else len(TITLES)
    window = Gtk.Window(title="Flow box reference")
    window.set_default_size(700, 400)
    box = Gtk.FlowBox()
    box.set_selection_mode(Gtk.SelectionMode.SINGLE)
    box.set_activate_on_single_click(False)
    box.set_max_children_per_line(3)
    for i in range(count):
        box.add(Gtk.Label(label="Level %d, %s" % (i + 1, TITLES[i % len(TITLES)])))
    box.unselect_all()
    # Enter selects the child in focus, as on the app's canvas.
    box.connect("child-activated", lambda flow, child: flow.select_child(child))
    window.add(box)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    box.get_child_at_index(0).grab_focus()
    print("ready", flush=True)
    Gtk.main()


if __name__ == "__main__":
    main()
