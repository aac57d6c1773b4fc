import CGtk
import CollectionLayout

/// The four fields of an insets parameter, each under a caption naming its
/// side. Where the layout's `left` and `right` are its leading and trailing
/// insets (mirrored right to left with the rest of the layout, as the
/// compositional layout's and the sideways cards' are), they are captioned
/// Leading and Trailing in both directions, so that in a right-to-left
/// window a caption never names the side opposite the one its inset is on;
/// GTK mirrors the grid, so the leading field sits on the leading side.
/// The parameter's value keeps its top, left, bottom, right order.
extension ParameterControls {
    /// The captions of the fields, in the value's order.
    static func insetSides(leadingAndTrailing: Bool) -> [String] {
        leadingAndTrailing ? ["Top", "Leading", "Bottom", "Trailing"] : ["Top", "Left", "Bottom", "Right"]
    }

    /// Four spin buttons (top, left, bottom, right) under their captions,
    /// plus "Auto" when allowed.
    func insetsControl(
        _ spec: ParameterSpec, maximum: Double, value: ParameterValue, shown: ParameterValue
    ) -> (Widget?, Widget?) {
        let grid = gtk_grid_new()!
        gtk_grid_set_column_homogeneous(cgtk_grid(grid), 1)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 4)
        var current = EdgeInsets.zero
        if case .insets(let e) = shown { current = e }
        let initial = [current.top, current.left, current.bottom, current.right]
        var spins: [Widget] = [], captions: [Widget] = []
        for i in 0..<4 {
            let spin = Widgets.spinButton(min: 0, max: maximum, step: 1, value: initial[i], digits: 0)
            gtk_entry_set_width_chars(cgtk_entry(spin), 3)
            gtk_orientable_set_orientation(cgtk_orientable(spin), GTK_ORIENTATION_VERTICAL)
            Widgets.passScrollUnlessFocused(spin)
            // A caption over each field says which side it is (and labels it for screen readers).
            let caption = Widgets.label("", xalign: 0.5, css: "dim-label")
            gtk_label_set_mnemonic_widget(cgtk_label(caption), spin)
            gtk_grid_attach(cgtk_grid(grid), caption, Int32(i), 0, 1, 1)
            gtk_grid_attach(cgtk_grid(grid), spin, Int32(i), 1, 1, 1)
            spins.append(spin)
            captions.append(caption)
        }
        let caption = { (leadingAndTrailing: Bool) in
            for (i, side) in Self.insetSides(leadingAndTrailing: leadingAndTrailing).enumerated() {
                gtk_label_set_text(cgtk_label(captions[i]), tr(side))
                gtk_widget_set_name(captions[i], "\(spec.title) \(side.lowercased()) caption")
                Widgets.setAccessibleName(spins[i], "\(spec.title) \(side.lowercased())")
                Widgets.setTooltip(spins[i], side)
            }
        }
        caption(insetsAreLeadingAndTrailing)
        insetCaptions[spec.key] = caption
        let auto = autoCheck(spec, value: value)
        let read = { () -> ParameterValue in
            if let check = auto, Widgets.isActive(check) { return .auto }
            let v = spins.map { gtk_spin_button_get_value(cgtk_spin_button($0)).rounded() }
            return .insets(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        }
        let sync = { for spin in spins { gtk_widget_set_sensitive(spin, read() == .auto ? 0 : 1) } }
        sync()
        for spin in spins {
            onSignal(spin, "value-changed") { [weak self] in
                let value = read()
                if value != .auto { self?.report(spec.key, value) }
            }
        }
        if let check = auto {
            effectiveDisplays[spec.key] = { [weak self] effective in
                guard case .insets(let e) = effective else { return }
                self?.filling {
                    for (spin, v) in zip(spins, [e.top, e.left, e.bottom, e.right]) {
                        gtk_spin_button_set_value(cgtk_spin_button(spin), v)
                    }
                }
            }
            onSignal(check, "toggled") { [weak self] in
                guard let self else { return }
                sync()
                let value = read()
                // Unticked: what is on screen stays, the insets `auto` resolved to, exactly.
                self.report(spec.key, value == .auto ? .auto : (self.effectiveToKeep(spec) ?? value))
            }
        }
        return (auto, grid)
    }
}
