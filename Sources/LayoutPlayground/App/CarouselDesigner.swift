import CGtk
import CollectionLayout

/// The carousel's designer in the side panel: "Edit as Custom" under the
/// type, the custom type's transform and alpha right under it with the
/// expression reference beside them, and the attribute curves of the type.
@MainActor
final class CarouselDesigner {
    private let playground: Playground
    private let onError: (String) -> Void
    /// The live plot of the type's transform components against the offset.
    let curves: AttributeCurvesView
    /// The expression reference (variables, functions, examples).
    let reference: ExpressionReferenceView
    /// The content offset the canvas shows now.
    var contentOffset: () -> Point = { .zero }
    /// Pose mode is on: the canvas shows the items' handles.
    private(set) var isPosing = false
    /// Pose mode turned on or off.
    var onPosingChanged: (Bool) -> Void = { _ in }
    /// The item under the pointer (or the selection), for the reference's values.
    var inspectedItem: Int? {
        didSet { if inspectedItem != oldValue { reference.refresh() } }
    }

    init(playground: Playground, onError: @escaping (String) -> Void) {
        self.playground = playground
        self.onError = onError
        curves = AttributeCurvesView(playground: playground)
        reference = ExpressionReferenceView()
        curves.contentOffset = { [weak self] in self?.contentOffset() ?? .zero }
        curves.onCurveEdited = { [weak self] key, text in self?.setText(key, text) }
        curves.onPosesEdited = { [weak self] poses in self?.setPoses(poses) }
        reference.values = { [weak self] in self?.currentVariables() }
        reference.onExample = { [weak self] example in self?.insert(example) }
    }

    /// Adds the carousel's parts to freshly built `controls` (nothing for another layout).
    func decorate(_ controls: ParameterControls, layout: any CollectionLayout) {
        curves.detach()
        reference.detach()
        self.controls = controls
        guard let carousel = LayoutDescription.designed(layout) else { return }
        let box = cgtk_box(controls.widget)
        var position: Int32 = 1
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        if carousel.type != .custom { Widgets.pack(row, editAsCustomButton()) }
        Widgets.pack(row, poseToggle())
        Widgets.pack(controls.widget, row)
        gtk_box_reorder_child(box, row, position)
        position += 1
        let poses = posesRow()
        Widgets.pack(controls.widget, poses)
        gtk_box_reorder_child(box, poses, position)
        position += 1
        if carousel.type == .custom {
            // The expressions come first, the reference beside them.
            for key in [CarouselLayout.Key.transform, .alpha] {
                guard let row = controls.rows[key.rawValue] else { continue }
                gtk_box_reorder_child(box, row, position)
                position += 1
            }
            if let row = controls.rows[CarouselLayout.Key.transform.rawValue] {
                reference.attach(to: row)
            }
        }
        let plot = curves.makeWidget()
        Widgets.pack(controls.widget, plot)
        gtk_box_reorder_child(box, plot, position)
        refresh()
    }

    /// The poses' row, shown in pose mode: which offsets are posed, and
    /// whether the items past the outer poses carry on or hold.
    private func posesRow() -> Widget {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        let summary = Widgets.label("", css: "dim-label")
        gtk_label_set_line_wrap(cgtk_label(summary), 1)
        gtk_label_set_max_width_chars(cgtk_label(summary), 40)
        Widgets.setAccessibleName(summary, "Poses")
        let hold = gtk_check_button_new_with_label(tr("Hold past the outer poses"))!
        Widgets.setAccessibleName(hold, "Hold past the outer poses")
        Widgets.setTooltip(hold, "Off: items past the outermost poses carry on along the last two poses' line. On: they keep the outer poses' values")
        onSignal(hold, "toggled") { [weak self] in
            guard let self, !self.showingPoses, let carousel = LayoutDescription.designed(self.playground.layout),
                  var poses = PoseEdit.poses(of: carousel) else { return }
            poses.ends = Widgets.isActive(hold) ? .hold : .linear
            self.apply(PoseEdit.parameters(carousel.parameters, poses), name: "Pose Ends")
        }
        let axisRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let axis = Widgets.comboBox([("y", "Up and down (y)"), ("x", "Across (x)"), ("z", "In the screen (z)")], active: "y")
        Widgets.setAccessibleName(axis, "Turn about")
        Widgets.setTooltip(axis, "The axis the round knob turns every item about")
        onSignal(axis, "changed") { [weak self] in
            guard let self, !self.showingPoses, let id = gtk_combo_box_get_active_id(cgtk_combo_box(axis)) else { return }
            self.setPoseAxis(String(cString: id))
        }
        Widgets.pack(axisRow, Widgets.label("Turn about"))
        Widgets.pack(axisRow, axis, expand: true)
        Widgets.pack(column, summary)
        Widgets.pack(column, axisRow)
        Widgets.pack(column, hold)
        Widgets.pack(column, referenceRow())
        gtk_widget_set_no_show_all(column, 1)
        posesWidgets = (column, summary, hold)
        axisCombo = axis
        return column
    }

    /// The reference picture's controls: choose one, its opacity, remove it.
    private func referenceRow() -> Widget {
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let choose = Widgets.button(label: "Reference Picture…")
        Widgets.setAccessibleName(choose, "Reference Picture")
        Widgets.setTooltip(choose, "Show a screenshot or mock-up behind the items to pose them over; Shift+drag moves it")
        onSignal(choose, "clicked") { [weak self] in
            guard let self, let parent = gtk_widget_get_toplevel(choose) else { return }
            guard let path = FileDialog.choose(parent: parent, title: "Reference Picture", saving: false,
                                               filters: [(tr("Pictures"), ["*.png", "*.jpg", "*.jpeg", "*.webp", "*.gif", "*.bmp"])]) else { return }
            self.setReferencePicture(path: path)
        }
        let opacity = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, ReferencePicture.opacities.lowerBound,
                                               ReferencePicture.opacities.upperBound, 0.05)!
        gtk_scale_set_draw_value(cgtk_scale(opacity), 0)
        Widgets.setAccessibleName(opacity, "Reference opacity")
        Widgets.setTooltip(opacity, "How much of the reference picture shows")
        onSignal(opacity, "value-changed") { [weak self] in
            guard let self, !self.showingPoses, var picture = self.playground.document.reference else { return }
            picture.opacity = gtk_range_get_value(cgtk_range(opacity))
            do { try self.playground.setReference(picture, name: ReferencePicture.opacityEditName) } catch { self.onError("\(error)") }
        }
        let remove = Widgets.button(label: "Remove")
        Widgets.setAccessibleName(remove, "Remove reference picture")
        onSignal(remove, "clicked") { [weak self] in
            do { try self?.playground.setReference(nil, name: "Remove Reference Picture") } catch { self?.onError("\(error)") }
        }
        Widgets.pack(row, choose)
        Widgets.pack(row, remove)
        let slider = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        Widgets.pack(slider, Widgets.label("Opacity"))
        Widgets.pack(slider, opacity, expand: true)
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        Widgets.pack(column, row)
        Widgets.pack(column, slider)
        referenceWidgets = (opacity, remove)
        return column
    }

    /// Shows the picture at `path` behind the items (where the last one
    /// was, else at the canvas's top-left corner), one step of undo.
    func setReferencePicture(path: String) {
        var picture = playground.document.reference ?? ReferencePicture(path: path)
        picture.path = path
        do {
            try playground.setReference(picture, name: "Reference Picture")
        } catch {
            onError("\(error)")
        }
    }

    private var referenceWidgets: (opacity: Widget, remove: Widget)?
    private var axisCombo: Widget?

    /// Turns every pose about the axis `id` (x, y or z) from now on, one
    /// step of undo: the shape taken apart about it again where it can be
    /// (the picture stays), else with every turn undone — the items face
    /// the eye, their moves, scales and alphas kept — to turn them again
    /// about the new axis (the old turns about it would be another picture).
    private func setPoseAxis(_ id: String) {
        guard let carousel = LayoutDescription.designed(playground.layout), var poses = PoseEdit.poses(of: carousel) else { return }
        let axis: PoseAxis = id == "x" ? .x : id == "z" ? .z : .y
        guard axis != poses.axis else { return }
        if case .success(let again) = carousel.sampledPoses(axis: axis, at: poses.poses.map(\.offset)) {
            poses = CarouselPoses(again, axis: axis, ends: poses.ends)
        } else {
            poses = CarouselPoses(poses.poses.map { var p = $0; p.angle = 0; return p }, axis: axis, ends: poses.ends)
        }
        apply(PoseEdit.parameters(carousel.parameters, poses), name: "Pose Axis")
    }

    /// The poses' row's widgets, and whether they are being set (not by a person).
    private var posesWidgets: (row: Widget, summary: Widget, hold: Widget)?
    private var showingPoses = false

    /// Shows the poses of the carousel on screen in their row (hidden out of pose mode).
    private func showPoses() {
        guard let (row, summary, hold) = posesWidgets else { return }
        guard isPosing, let carousel = LayoutDescription.designed(playground.layout),
              let poses = PoseEdit.poses(of: carousel) else { return gtk_widget_hide(row) }
        let offsets = poses.poses.map { formatNumber($0.offset).replacingOccurrences(of: "-", with: "−") }.joined(separator: ", ")
        let text = String(format: tr("%d poses, at offsets %@. Delete removes the selected one."), poses.poses.count, offsets)
        gtk_label_set_text(cgtk_label(summary), text)
        showingPoses = true
        gtk_toggle_button_set_active(cgtk_toggle_button(hold), poses.ends == .hold ? 1 : 0)
        if let axisCombo {
            let a = poses.axis
            let id = a == .x ? "x" : a == .z ? "z" : a == .y ? "y" : nil
            if let id { gtk_combo_box_set_active_id(cgtk_combo_box(axisCombo), id) } else { gtk_combo_box_set_active(cgtk_combo_box(axisCombo), -1) }
        }
        if let (opacity, remove) = referenceWidgets {
            let reference = playground.document.reference
            gtk_range_set_value(cgtk_range(opacity), reference?.opacity ?? 0.5)
            gtk_widget_set_sensitive(opacity, reference == nil ? 0 : 1)
            gtk_widget_set_sensitive(remove, reference == nil ? 0 : 1)
        }
        showingPoses = false
        // Shown with its children; the panel's own show-all leaves it to this.
        gtk_widget_set_no_show_all(row, 0)
        gtk_widget_show_all(row)
        gtk_widget_set_no_show_all(row, 1)
    }

    /// After a parameter, data or viewport change.
    func refresh() {
        showPoses()
        curves.layoutChanged()
        curves.redraw()
        reference.refresh()
    }

    /// Every frame the canvas moves: the visible items' marks follow, and
    /// the reference's values while it is open.
    func contentMoved() {
        curves.redraw()
        reference.refresh()
    }

    /// "Edit as Custom": the type on screen, written as the custom type's
    /// expressions with the same picture (`CarouselLayout.editedAsCustom()`),
    /// the current item kept.
    private func editAsCustomButton() -> Widget {
        let button = Widgets.button(label: "Edit as Custom")
        Widgets.setAccessibleName(button, "Edit as Custom")
        Widgets.setTooltip(button, "Write this type as the custom type's transform and alpha, to change from there")
        onSignal(button, "clicked") { [weak self] in self?.editAsCustom() }
        return button
    }

    /// "Pose": pose mode, in which the items on the canvas show handles to
    /// move, turn, scale, push back and fade them by hand.
    private func poseToggle() -> Widget {
        let toggle = gtk_toggle_button_new_with_label(tr("Pose"))!
        Widgets.setAccessibleName(toggle, "Pose")
        Widgets.setTooltip(toggle, "Pose the items by hand: drag an item to move it, its corners to scale it, the round knob to turn it, the diamond for depth (or Alt+drag), the bar beside it for its alpha; Delete removes the selected pose")
        gtk_toggle_button_set_active(cgtk_toggle_button(toggle), isPosing ? 1 : 0)
        onSignal(toggle, "toggled") { [weak self] in
            guard let self else { return }
            let on = Widgets.isActive(toggle)
            guard on != self.isPosing else { return }
            if on, !self.beginPosing() {
                gtk_toggle_button_set_active(cgtk_toggle_button(toggle), 0)
                return
            }
            self.isPosing = on
            self.onPosingChanged(on)
            self.showPoses()
        }
        return toggle
    }

    /// Makes the carousel posed (a built-in type sampled into poses, as
    /// Edit as Custom keeps its look), one step of undo; false when it
    /// cannot be posed.
    private func beginPosing() -> Bool {
        guard let carousel = LayoutDescription.designed(playground.layout) else { return false }
        guard let (parameters, _) = PoseEdit.posed(carousel) else {
            onError(tr("This carousel turns about more than one axis: it cannot be posed"))
            return false
        }
        if parameters != carousel.parameters { apply(parameters, name: "Pose") }
        return true
    }

    func editAsCustom() {
        // The layout on screen now, not the one the button was made for.
        guard let carousel = LayoutDescription.designed(playground.layout), carousel.type != .custom else { return }
        apply(carousel.editedAsCustom(), name: "Edit as Custom")
    }

    /// Switches to the custom type with an example's transform and alpha.
    private func insert(_ example: ExpressionReference.Example) {
        guard let carousel = LayoutDescription.designed(playground.layout) else { return }
        var p = carousel.type == .custom ? carousel.parameters : CarouselLayout.parameters(carousel.parameters, choosing: .custom)
        do {
            try p.set(CarouselLayout.Key.transform.rawValue, .text(example.transform))
            try p.set(CarouselLayout.Key.alpha.rawValue, .text(example.alpha))
        } catch {
            return onError("\(error)")
        }
        apply(p, name: "Transform")
        // Already custom, the fields stay: they show the example now.
        controls?.showText(example.transform, forKey: CarouselLayout.Key.transform.rawValue)
        controls?.showText(example.alpha, forKey: CarouselLayout.Key.alpha.rawValue)
    }

    /// Sets a text parameter (a point of a curve dragged on the plot): one
    /// parameter's change, so a drag's changes coalesce into one step of undo.
    private func setText(_ key: CarouselLayout.Key, _ text: String) {
        do { try playground.setParameter(key.rawValue, .text(text)) } catch { return }
        controls?.showText(text, forKey: key.rawValue)
    }

    /// Sets the poses (a pose's value dragged on the plot): a drag's changes
    /// are one step of undo, as a handle's drag on the canvas.
    private func setPoses(_ poses: CarouselPoses) {
        guard let carousel = LayoutDescription.designed(playground.layout) else { return }
        let parameters = PoseEdit.parameters(carousel.parameters, poses)
        do { try playground.setParameters(parameters, name: "Pose", key: PoseEdit.historyKey) } catch { return }
        for key in [CarouselLayout.Key.transform, .alpha] {
            controls?.showText(parameters.text(key), forKey: key.rawValue)
        }
    }

    /// The controls decorated last.
    private weak var controls: ParameterControls?

    /// Sets several parameters at once: one step of undo called `name`.
    private func apply(_ parameters: LayoutParameters, name: String) {
        do { try playground.apply(parameters, name: name) } catch { onError("\(error)") }
    }

    /// The variables of the item under the pointer (else the current item) at its offset now.
    private func currentVariables() -> ExpressionVariables? {
        guard let carousel = LayoutDescription.designed(playground.layout), carousel.itemCount > 0 else { return nil }
        let offset = contentOffset()
        let s = carousel.scrollPosition(at: offset)
        let item = inspectedItem.flatMap { (0..<carousel.itemCount).contains($0) ? $0 : nil }
            ?? carousel.currentIndex(at: offset) ?? 0
        return carousel.variables(item: item, offset: carousel.itemOffset(item, scrollPosition: s))
    }
}
