#ifndef LAYOUT_PLAYGROUND_CANVAS_ACCESSIBILITY_H
#define LAYOUT_PLAYGROUND_CANVAS_ACCESSIBILITY_H

/* No GTK header here: the app imports GTK through its CGtk module only. */
typedef struct _GtkWidget GtkWidget;

/* A drawing area whose accessible object exposes the elements drawn on it
 * as accessible children, for screen readers (ATK on GTK 3). The elements
 * come from the delegate: the app tells the accessible when they change. */

typedef enum {
    LP_CELL_ROLE_LIST_ITEM = 0,
    LP_CELL_ROLE_HEADING = 1,
    /* A list of items inside the canvas (a section of a page of shelves):
     * the elements naming it as their `group` are its children. */
    LP_CELL_ROLE_GROUP = 2,
} LpCellRole;

/* One visible element as assistive technology sees it. The accessible takes
 * `name` and `description` (malloc'd, freed with g_free). Extents are in the
 * drawing area's own coordinates. */
typedef struct {
    const char *name;
    const char *description;
    LpCellRole role;
    double x, y, width, height;
    int position;   /* 1-based position in the set, 0 when none */
    int set_size;
    int selected;
    int focused;
    /* 1 + the index of the element (a LP_CELL_ROLE_GROUP described before
     * this one) this element belongs to; 0: a child of the canvas itself. */
    int group;
    /* 1: not on screen now (an item of a section's list scrolled out of
     * view): neither VISIBLE nor SHOWING. */
    int offscreen;
} LpCellInfo;

typedef struct {
    void *owner;
    /* The number of elements shown now. */
    int (*count)(void *owner);
    /* Fills `info` for element `index`; 0 when there is none. */
    int (*describe)(void *owner, int index, LpCellInfo *info);
    /* The element's "activate" action: select it. */
    void (*activate)(void *owner, int index);
    /* Clears the selection (AtkSelection's clear and remove). */
    void (*deselect)(void *owner);
} LpCanvasDelegate;

/* A new drawing area with the accessible above. */
GtkWidget *lp_canvas_new(void);

/* Sets where the accessible asks about the elements (copied). */
void lp_canvas_set_delegate(GtkWidget *canvas, const LpCanvasDelegate *delegate);

/* The elements changed (scrolling, a new layout, a selection, the item in
 * focus, the widget's focus): the accessible re-reads them and tells
 * assistive technology what changed. Elements that stay (same role,
 * position and name) keep their accessible object; the one in focus
 * becomes the canvas's active descendant (with its FOCUSED state), and
 * SELECTED changes are announced, as GtkFlowBox and GtkTreeView do. */
void lp_canvas_elements_changed(GtkWidget *canvas);

/* As lp_canvas_elements_changed, after the canvas took the keyboard focus
 * (and GTK said so): the element in focus is told as the focus again even
 * when it already was, so that a screen reader ends on it, not on the
 * canvas GTK announced after it. */
void lp_canvas_focus_returned(GtkWidget *canvas);

#endif
