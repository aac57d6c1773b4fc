#!/usr/bin/env python3
"""A file manager's drag, for the drop tests: a small GTK window at X,Y that
offers the given URIs as text/uri-list when dragged from.

usage: DragSource.py X Y URI...   (prints "ready" once the window is mapped,
"sent" when the drop target asked for the data)
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

x, y, uris = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
window = Gtk.Window(title="Drag source")
window.set_default_size(120, 120)
window.move(x, y)
box = Gtk.EventBox()
box.add(Gtk.Label(label="files"))
window.add(box)
box.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [Gtk.TargetEntry.new("text/uri-list", 0, 0)],
                    Gdk.DragAction.COPY)


def data_get(_widget, _context, data, _info, _time):
    data.set_uris(uris)
    print("sent", flush=True)


box.connect("drag-data-get", data_get)
window.connect("map-event", lambda *_: GLib.timeout_add(200, lambda: print("ready", flush=True) and False))
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
