import CGtk
import CollectionLayout

/// The carousel's designer in the side panel: "Edit as Custom" under the
/// type, the custom type's transform and alpha right under it with the
/// expression reference beside them, and the attribute curves of the type.
@MainActor
final class CarouselDesigner {
    let playground: Playground
    let onError: (String) -> Void
    /// The live plot of the type's transform components against the offset.
    let curves: AttributeCurvesView
    /// The expression reference (variables, functions, examples).
    let reference: ExpressionReferenceView
    /// The content offset the canvas shows now.
    var contentOffset: () -> Point = { .zero }
    /// Pose mode is on: the canvas shows the items' handles.
    var isPosing = false
    /// Pose mode turned on or off.
    var onPosingChanged: (Bool) -> Void = { _ in }
    /// Pose mode's controls in the panel (see CarouselDesigner+Poses.swift).
    var referenceWidgets: (opacity: Widget, remove: Widget)?
    var axisCombo: Widget?
    /// The mirror's two buttons, the side drawn second's copied onto the first, then the other way.
    var mirrorButtons: (first: Widget, second: Widget)?
    /// Whether the Pose toggle had the keyboard focus when pressed (the rebuilt one takes it).
    var poseToggleHadFocus = false
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
        // The old controls' pose widgets went with them.
        posesWidgets = nil
        referenceWidgets = nil
        axisCombo = nil
        mirrorButtons = nil
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

    /// The poses' row's widgets, and whether they are being set (not by a person).
    var posesWidgets: (row: Widget, summary: Widget, hold: Widget)?
    var showingPoses = false

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
    weak var controls: ParameterControls?

    /// Sets several parameters at once: one step of undo called `name`.
    func apply(_ parameters: LayoutParameters, name: String) {
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
