#include "CanvasElements.h"
#include <string.h>

/* ---- The canvas widget: a GtkDrawingArea whose accessible is ours ---- */

typedef struct { GtkDrawingArea parent; LpCanvasDelegate delegate; } LpCanvas;
typedef struct { GtkDrawingAreaClass parent_class; } LpCanvasClass;

G_DEFINE_TYPE(LpCanvas, lp_canvas, GTK_TYPE_DRAWING_AREA)

static void lp_canvas_class_init(LpCanvasClass *klass) {
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), LP_TYPE_CANVAS_ACCESSIBLE);
}

static void lp_canvas_init(LpCanvas *self) { memset(&self->delegate, 0, sizeof self->delegate); }

GtkWidget *lp_canvas_new(void) { return GTK_WIDGET(g_object_new(lp_canvas_get_type(), NULL)); }

void lp_canvas_set_delegate(GtkWidget *canvas, const LpCanvasDelegate *delegate) {
    ((LpCanvas *)canvas)->delegate = *delegate;
}

static LpCanvasDelegate *delegate_of(GtkWidget *widget) {
    if (!widget || !G_TYPE_CHECK_INSTANCE_TYPE(widget, lp_canvas_get_type())) return NULL;
    LpCanvasDelegate *d = &((LpCanvas *)widget)->delegate;
    return d->count ? d : NULL;
}

/* ---- One element: an AtkObject with a component and an action ---- */

typedef struct { AtkObjectClass parent_class; } LpCellAccessibleClass;

static void lp_cell_component_init(AtkComponentIface *iface);
static void lp_cell_action_init(AtkActionIface *iface);
G_DEFINE_TYPE_WITH_CODE(LpCellAccessible, lp_cell_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, lp_cell_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, lp_cell_action_init))

static GtkWidget *widget_of(AtkObject *canvas) {
    return canvas ? gtk_accessible_get_widget(GTK_ACCESSIBLE(canvas)) : NULL;
}

LpCanvasDelegate *lp_canvas_delegate(AtkObject *canvas) { return delegate_of(widget_of(canvas)); }

static void lp_cell_finalize(GObject *object) {
    LpCellAccessible *self = (LpCellAccessible *)object;
    g_free((char *)self->info.name);
    g_free((char *)self->info.description);
    if (self->members) g_ptr_array_unref(self->members);
    G_OBJECT_CLASS(lp_cell_accessible_parent_class)->finalize(object);
}

static const char *lp_cell_get_name(AtkObject *object) { return ((LpCellAccessible *)object)->info.name; }

static const char *lp_cell_get_description(AtkObject *object) {
    return ((LpCellAccessible *)object)->info.description;
}

static AtkObject *lp_cell_get_parent(AtkObject *object) { return ((LpCellAccessible *)object)->parent_object; }

static gint lp_cell_get_n_children(AtkObject *object) {
    LpCellAccessible *self = (LpCellAccessible *)object;
    return self->members ? (gint)self->members->len : 0;
}

static AtkObject *lp_cell_ref_child(AtkObject *object, gint i) {
    LpCellAccessible *self = (LpCellAccessible *)object;
    if (!self->members || i < 0 || (guint)i >= self->members->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(self->members, i)));
}

static int lp_cell_get_index_in_parent(AtkObject *object) { return ((LpCellAccessible *)object)->index; }

static AtkRole lp_cell_get_role(AtkObject *object) {
    switch (((LpCellAccessible *)object)->info.role) {
    case LP_CELL_ROLE_HEADING: return ATK_ROLE_HEADING;
    case LP_CELL_ROLE_GROUP: return ATK_ROLE_LIST;
    default: return ATK_ROLE_LIST_ITEM;
    }
}

static AtkStateSet *lp_cell_ref_state_set(AtkObject *object) {
    LpCellAccessible *self = (LpCellAccessible *)object;
    AtkStateSet *set = atk_state_set_new();
    if (!self->info.offscreen) {
        atk_state_set_add_state(set, ATK_STATE_VISIBLE);
        atk_state_set_add_state(set, ATK_STATE_SHOWING);
    }
    atk_state_set_add_state(set, ATK_STATE_ENABLED);
    atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    if (self->info.role == LP_CELL_ROLE_LIST_ITEM) {
        atk_state_set_add_state(set, ATK_STATE_SELECTABLE);
        atk_state_set_add_state(set, ATK_STATE_FOCUSABLE);
    }
    /* A group's items come and go as it scrolls, as the canvas's do. */
    if (self->info.role == LP_CELL_ROLE_GROUP) atk_state_set_add_state(set, ATK_STATE_MANAGES_DESCENDANTS);
    if (self->info.selected) atk_state_set_add_state(set, ATK_STATE_SELECTED);
    if (self->info.focused) atk_state_set_add_state(set, ATK_STATE_FOCUSED);
    return set;
}

static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, int value) {
    AtkAttribute *a = g_new(AtkAttribute, 1);
    a->name = g_strdup(name);
    a->value = g_strdup_printf("%d", value);
    return g_slist_append(set, a);
}

static AtkAttributeSet *lp_cell_get_attributes(AtkObject *object) {
    LpCellAccessible *self = (LpCellAccessible *)object;
    if (self->info.position <= 0 || self->info.role == LP_CELL_ROLE_GROUP) return NULL;
    AtkAttributeSet *set = add_attribute(NULL, "posinset", self->info.position);
    return add_attribute(set, "setsize", self->info.set_size);
}

static void lp_cell_accessible_class_init(LpCellAccessibleClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = lp_cell_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_name = lp_cell_get_name;
    atk->get_description = lp_cell_get_description;
    atk->get_parent = lp_cell_get_parent;
    atk->get_n_children = lp_cell_get_n_children;
    atk->ref_child = lp_cell_ref_child;
    atk->get_index_in_parent = lp_cell_get_index_in_parent;
    atk->get_role = lp_cell_get_role;
    atk->ref_state_set = lp_cell_ref_state_set;
    atk->get_attributes = lp_cell_get_attributes;
}

static void lp_cell_accessible_init(LpCellAccessible *self) { (void)self; }

/* A group (a section's list) selects among its members, as the canvas does. */
typedef struct { LpCellAccessible parent; } LpGroupAccessible;
typedef struct { LpCellAccessibleClass parent_class; } LpGroupAccessibleClass;
G_DEFINE_TYPE_WITH_CODE(LpGroupAccessible, lp_group_accessible, lp_cell_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, lp_canvas_selection_init))
static void lp_group_accessible_class_init(LpGroupAccessibleClass *klass) { (void)klass; }
static void lp_group_accessible_init(LpGroupAccessible *self) { (void)self; }

/* Extents: the canvas's coordinates, moved to the screen or its window. */
static void lp_cell_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                AtkCoordType coords) {
    LpCellAccessible *self = (LpCellAccessible *)component;
    GtkWidget *widget = widget_of(self->canvas);
    int ox = 0, oy = 0;
    if (widget && gtk_widget_get_window(widget)) {
        GtkAllocation allocation;
        gtk_widget_get_allocation(widget, &allocation);
        if (coords == ATK_XY_SCREEN) {
            gdk_window_get_origin(gtk_widget_get_window(widget), &ox, &oy);
        }
        if (!gtk_widget_get_has_window(widget)) { ox += allocation.x; oy += allocation.y; }
    }
    *x = ox + (gint)self->info.x;
    *y = oy + (gint)self->info.y;
    *width = (gint)self->info.width;
    *height = (gint)self->info.height;
}

static void lp_cell_component_init(AtkComponentIface *iface) { iface->get_extents = lp_cell_get_extents; }

static gint lp_cell_get_n_actions(AtkAction *action) { (void)action; return 1; }

static const gchar *lp_cell_get_action_name(AtkAction *action, gint i) {
    (void)action;
    return i == 0 ? "activate" : NULL;
}

static gboolean lp_cell_do_action(AtkAction *action, gint i) {
    LpCellAccessible *self = (LpCellAccessible *)action;
    LpCanvasDelegate *d = delegate_of(widget_of(self->canvas));
    if (i != 0 || !d || !d->activate) return FALSE;
    d->activate(d->owner, self->slot);
    return TRUE;
}

static void lp_cell_action_init(AtkActionIface *iface) {
    iface->get_n_actions = lp_cell_get_n_actions;
    iface->get_name = lp_cell_get_action_name;
    iface->do_action = lp_cell_do_action;
}

/* ---- The canvas's accessible: children from the delegate ---- */

typedef struct { GtkWidgetAccessibleClass parent_class; } LpCanvasAccessibleClass;

G_DEFINE_TYPE_WITH_CODE(LpCanvasAccessible, lp_canvas_accessible, GTK_TYPE_WIDGET_ACCESSIBLE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, lp_canvas_selection_init))

static void lp_canvas_accessible_finalize(GObject *object) {
    LpCanvasAccessible *self = (LpCanvasAccessible *)object;
    g_ptr_array_unref(self->top);
    g_ptr_array_unref(self->children);
    G_OBJECT_CLASS(lp_canvas_accessible_parent_class)->finalize(object);
}

/* Whether two descriptions stand for the same element on screen. */
static gboolean same_element(const LpCellInfo *a, const LpCellInfo *b) {
    return a->role == b->role && a->position == b->position && g_strcmp0(a->name, b->name) == 0;
}

/* Gives each element of `fresh` its parent (the canvas, or the group it
 * names) and its index there; the canvas's own children go into `top`. */
static void arrange(AtkObject *canvas, GPtrArray *fresh, GPtrArray *top) {
    for (guint i = 0; i < fresh->len; i++) {
        LpCellAccessible *cell = g_ptr_array_index(fresh, i);
        if (cell->info.role == LP_CELL_ROLE_GROUP) {
            if (cell->members) g_ptr_array_set_size(cell->members, 0);
            else cell->members = g_ptr_array_new();
        } else if (cell->members) {
            g_ptr_array_unref(cell->members);
            cell->members = NULL;
        }
    }
    for (guint i = 0; i < fresh->len; i++) {
        LpCellAccessible *cell = g_ptr_array_index(fresh, i);
        int g = cell->info.group - 1;
        LpCellAccessible *group = g >= 0 && (guint)g < i ? g_ptr_array_index(fresh, g) : NULL;
        GPtrArray *siblings = group && group->members ? group->members : top;
        AtkObject *parent = group && group->members ? ATK_OBJECT(group) : canvas;
        if (cell->parent_object != parent) {
            cell->parent_object = parent;
            atk_object_set_parent(ATK_OBJECT(cell), parent);
        }
        cell->index = (int)siblings->len;
        g_ptr_array_add(siblings, cell);
    }
}

static LpCellAccessible *focused_child(LpCanvasAccessible *self) {
    for (guint i = 0; i < self->children->len; i++) {
        LpCellAccessible *cell = g_ptr_array_index(self->children, i);
        if (cell->info.focused) return cell;
    }
    return NULL;
}

/* Reads the elements again from the delegate. An element that was there
 * already keeps its object (assistive technology may hold it); the others
 * come and go with children-changed. Then the focus and selection changes
 * are told: active-descendant-changed and FOCUSED on the element in focus,
 * SELECTED on the elements whose selection changed, selection-changed. */
static void reload(LpCanvasAccessible *self, gboolean notify, gboolean refocus) {
    AtkObject *atk = ATK_OBJECT(self);
    LpCanvasDelegate *d = delegate_of(widget_of(atk));
    GPtrArray *old = self->children;
    g_ptr_array_set_free_func(old, NULL);  /* the elements that stay move over; the others are unref'd below */
    LpCellAccessible *old_focus = focused_child(self);
    GPtrArray *fresh = g_ptr_array_new_with_free_func(g_object_unref);
    GPtrArray *added = g_ptr_array_new();
    /* Per new element: its old state (FOCUSED, SELECTED), -1 when new. */
    GArray *was_focused = g_array_new(FALSE, FALSE, sizeof(int));
    GArray *was_selected = g_array_new(FALSE, FALSE, sizeof(int));
    gboolean selection_changed = FALSE;
    int count = d ? d->count(d->owner) : 0;
    for (int i = 0; i < count; i++) {
        LpCellInfo info = {0};
        if (!d->describe(d->owner, i, &info)) continue;
        if (!info.name) info.name = g_strdup("");
        if (!info.description) info.description = g_strdup("");
        LpCellAccessible *cell = NULL;
        for (guint k = 0; k < old->len && !cell; k++) {
            LpCellAccessible *candidate = g_ptr_array_index(old, k);
            if (candidate && same_element(&candidate->info, &info)) {
                cell = candidate;  /* its reference moves to the fresh array */
                g_ptr_array_index(old, k) = NULL;
            }
        }
        int focused = -1, selected = -1;
        if (cell) {
            focused = cell->info.focused;
            selected = cell->info.selected;
            g_free((char *)cell->info.name);
            g_free((char *)cell->info.description);
        } else {
            cell = g_object_new(info.role == LP_CELL_ROLE_GROUP ? lp_group_accessible_get_type()
                                                                : lp_cell_accessible_get_type(), NULL);
            cell->canvas = atk;
            g_ptr_array_add(added, cell);
        }
        cell->info = info;  /* takes the name and description (malloc'd by the delegate) */
        cell->slot = (int)fresh->len;
        if ((selected == -1 && info.selected) || (selected != -1 && selected != info.selected)) selection_changed = TRUE;
        g_array_append_val(was_focused, focused);
        g_array_append_val(was_selected, selected);
        g_ptr_array_add(fresh, cell);
    }
    /* A selected element scrolled out of view changes the selection seen here too. */
    for (guint k = 0; k < old->len; k++) {
        LpCellAccessible *gone = g_ptr_array_index(old, k);
        if (gone && gone->info.selected) selection_changed = TRUE;
    }
    self->children = fresh;
    g_ptr_array_set_size(self->top, 0);
    arrange(atk, fresh, self->top);
    if (notify) {
        for (guint k = old->len; k > 0; k--) {
            LpCellAccessible *gone = g_ptr_array_index(old, k - 1);
            if (gone && gone->parent_object) {
                g_signal_emit_by_name(gone->parent_object, "children-changed::remove", gone->index, gone);
            }
        }
        for (guint i = 0; i < added->len; i++) {
            LpCellAccessible *cell = g_ptr_array_index(added, i);
            g_signal_emit_by_name(cell->parent_object, "children-changed::add", cell->index, cell);
        }
        LpCellAccessible *focus = NULL;
        for (guint i = 0; i < fresh->len; i++) {
            LpCellAccessible *cell = g_ptr_array_index(fresh, i);
            int selected = g_array_index(was_selected, int, i), focused = g_array_index(was_focused, int, i);
            if (selected != -1 && selected != cell->info.selected) {
                atk_object_notify_state_change(ATK_OBJECT(cell), ATK_STATE_SELECTED, cell->info.selected);
            }
            if (cell->info.focused) focus = cell;
            else if (focused == 1) atk_object_notify_state_change(ATK_OBJECT(cell), ATK_STATE_FOCUSED, FALSE);
        }
        if (focus && (refocus || focus != old_focus || g_array_index(was_focused, int, focus->slot) != 1)) {
            g_signal_emit_by_name(atk, "active-descendant-changed", focus);
            atk_object_notify_state_change(ATK_OBJECT(focus), ATK_STATE_FOCUSED, TRUE);
        }
        /* Focus left the elements: the canvas holds it again (or lost it). */
        if (!focus && old_focus) {
            GtkWidget *widget = widget_of(atk);
            atk_object_notify_state_change(atk, ATK_STATE_FOCUSED, widget && gtk_widget_has_focus(widget));
        }
        if (selection_changed) g_signal_emit_by_name(atk, "selection-changed");
    }
    for (guint k = 0; k < old->len; k++) {
        if (g_ptr_array_index(old, k)) g_object_unref(g_ptr_array_index(old, k));
    }
    g_ptr_array_unref(old);
    g_ptr_array_unref(added);
    g_array_unref(was_focused);
    g_array_unref(was_selected);
}

static gint lp_canvas_accessible_get_n_children(AtkObject *object) {
    return (gint)((LpCanvasAccessible *)object)->top->len;
}

static AtkObject *lp_canvas_accessible_ref_child(AtkObject *object, gint i) {
    LpCanvasAccessible *self = (LpCanvasAccessible *)object;
    if (i < 0 || (guint)i >= self->top->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(self->top, i)));
}

static AtkRole lp_canvas_accessible_get_role(AtkObject *object) { (void)object; return ATK_ROLE_LIST; }

/* The canvas manages its elements; while one has the focus, the canvas
 * itself is not FOCUSED (a screen reader looking for the focused object
 * finds the element, as in a GtkTreeView). */
static AtkStateSet *lp_canvas_accessible_ref_state_set(AtkObject *object) {
    AtkStateSet *set = ATK_OBJECT_CLASS(lp_canvas_accessible_parent_class)->ref_state_set(object);
    atk_state_set_add_state(set, ATK_STATE_MANAGES_DESCENDANTS);
    if (focused_child((LpCanvasAccessible *)object)) atk_state_set_remove_state(set, ATK_STATE_FOCUSED);
    return set;
}

static void lp_canvas_accessible_class_init(LpCanvasAccessibleClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = lp_canvas_accessible_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = lp_canvas_accessible_get_n_children;
    atk->ref_child = lp_canvas_accessible_ref_child;
    atk->get_role = lp_canvas_accessible_get_role;
    atk->ref_state_set = lp_canvas_accessible_ref_state_set;
}

static void lp_canvas_accessible_init(LpCanvasAccessible *self) {
    self->children = g_ptr_array_new_with_free_func(g_object_unref);
    self->top = g_ptr_array_new();
}

static void elements_changed(GtkWidget *canvas, gboolean refocus) {
    AtkObject *atk = gtk_widget_get_accessible(canvas);
    if (!atk || !G_TYPE_CHECK_INSTANCE_TYPE(atk, LP_TYPE_CANVAS_ACCESSIBLE)) return;
    reload((LpCanvasAccessible *)atk, TRUE, refocus);
    g_signal_emit_by_name(atk, "visible-data-changed");
}

void lp_canvas_elements_changed(GtkWidget *canvas) { elements_changed(canvas, FALSE); }

void lp_canvas_focus_returned(GtkWidget *canvas) { elements_changed(canvas, TRUE); }
