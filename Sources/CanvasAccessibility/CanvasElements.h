#ifndef LAYOUT_PLAYGROUND_CANVAS_ELEMENTS_H
#define LAYOUT_PLAYGROUND_CANVAS_ELEMENTS_H

/* What the canvas's accessible (CanvasAccessibility.c) and its selection
 * (CanvasSelection.c) share: the element objects and the canvas's own. */

/* Package.swift names GTK's header folders without looking: when they are
   not there, say what installs them, before the compiler's own complaint. */
#if !__has_include(<gtk/gtk.h>)
#error "GTK 3's headers are not installed: run 'bash .ci/install-deps'"
#endif
#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>
#include "CanvasAccessibility.h"

/* One element: an AtkObject with a component and an action. */
typedef struct {
    AtkObject parent;
    AtkObject *canvas;  /* the canvas accessible, not owned */
    AtkObject *parent_object;  /* the canvas or the element's group, not owned */
    int slot;           /* the delegate's index of the element */
    int index;          /* the index in its parent */
    GPtrArray *members; /* a group's children (not owned), NULL for other elements */
    LpCellInfo info;    /* name and description owned (g_strdup) */
} LpCellAccessible;

/* `children` holds every element (owned), in the delegate's order; `top`
 * those whose parent is the canvas (not owned). */
typedef struct { GtkWidgetAccessible parent; GPtrArray *children; GPtrArray *top; } LpCanvasAccessible;

GType lp_canvas_accessible_get_type(void);
#define LP_TYPE_CANVAS_ACCESSIBLE (lp_canvas_accessible_get_type())

/* The delegate of the canvas whose accessible is `canvas`, or NULL. */
LpCanvasDelegate *lp_canvas_delegate(AtkObject *canvas);

/* AtkSelection of the canvas and of a group: the selected element among
 * the canvas's own children, or among the group's members. */
void lp_canvas_selection_init(AtkSelectionIface *iface);

#endif
