#include "CanvasElements.h"

/* AtkSelection of the canvas and of a group (a section's list): the
 * selected element among the canvas's own children or the group's members;
 * selecting one is its "activate" action, clearing asks the delegate. */

static GPtrArray *selectable(AtkSelection *selection) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(selection, LP_TYPE_CANVAS_ACCESSIBLE)) return ((LpCanvasAccessible *)selection)->top;
    return ((LpCellAccessible *)selection)->members;
}

static LpCanvasDelegate *delegate_of_selection(AtkSelection *selection) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(selection, LP_TYPE_CANVAS_ACCESSIBLE)) return lp_canvas_delegate(ATK_OBJECT(selection));
    return lp_canvas_delegate(((LpCellAccessible *)selection)->canvas);
}

static LpCellAccessible *element(AtkSelection *selection, gint i) {
    GPtrArray *elements = selectable(selection);
    return elements && i >= 0 && (guint)i < elements->len ? g_ptr_array_index(elements, i) : NULL;
}

static LpCellAccessible *selected_element(AtkSelection *selection, gint n) {
    LpCellAccessible *cell;
    for (gint i = 0; (cell = element(selection, i)); i++) {
        if (cell->info.selected && n-- == 0) return cell;
    }
    return NULL;
}

static gint get_selection_count(AtkSelection *selection) {
    gint n = 0;
    while (selected_element(selection, n)) n++;
    return n;
}

static AtkObject *ref_selection(AtkSelection *selection, gint i) {
    LpCellAccessible *cell = selected_element(selection, i);
    return cell ? g_object_ref(ATK_OBJECT(cell)) : NULL;
}

static gboolean is_child_selected(AtkSelection *selection, gint i) {
    LpCellAccessible *cell = element(selection, i);
    return cell && cell->info.selected;
}

static gboolean add_selection(AtkSelection *selection, gint i) {
    LpCellAccessible *cell = element(selection, i);
    LpCanvasDelegate *d = delegate_of_selection(selection);
    if (!cell || !d || !d->activate || cell->info.role != LP_CELL_ROLE_LIST_ITEM) return FALSE;
    d->activate(d->owner, cell->slot);
    return TRUE;
}

static gboolean clear_selection(AtkSelection *selection) {
    LpCanvasDelegate *d = delegate_of_selection(selection);
    if (!d || !d->deselect) return FALSE;
    d->deselect(d->owner);
    return TRUE;
}

static gboolean remove_selection(AtkSelection *selection, gint i) {
    return selected_element(selection, i) ? clear_selection(selection) : FALSE;
}

void lp_canvas_selection_init(AtkSelectionIface *iface) {
    iface->add_selection = add_selection;
    iface->clear_selection = clear_selection;
    iface->ref_selection = ref_selection;
    iface->get_selection_count = get_selection_count;
    iface->is_child_selected = is_child_selected;
    iface->remove_selection = remove_selection;
}
