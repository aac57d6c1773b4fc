import CGtk
import CollectionLayout

/// The side panel's controls for one layout, generated from its parameter
/// specs: spin button + scale for numbers, a switch for booleans, a drop-down
/// for choices, a four-field editor for insets, and an "Auto" check where the
/// parameter has an automatic value. Every change is reported at once,
/// snapped to the parameter's step.
///
/// While "Auto" is ticked the fields are insensitive and show the value the
/// layout resolved `auto` to (`effectiveValue(forKey:)`), refreshed by
/// `showEffectiveValues(of:)`; unticking it keeps that value.
@MainActor
final class ParameterControls {
    /// The grid holding a row per parameter.
    let widget: Widget
    /// The keys of the parameters shown, in order.
    private(set) var shownKeys: [String] = []
    private let onChange: (String, ParameterValue) -> Void
    /// Per parameter with an "Auto" check: shows the layout's effective value
    /// in its fields while "Auto" is ticked.
    var effectiveDisplays: [String: (ParameterValue) -> Void] = [:]
    /// The effective value each auto parameter shows, which unticking "Auto" applies.
    private var shownEffective: [String: ParameterValue] = [:]
    /// Set while fields are filled programmatically, so that they report nothing.
    private var isFilling = false
    /// Each shown parameter's row.
    private(set) var rows: [String: Widget] = [:]
    /// The text views of the text parameters shown over several lines (the
    /// carousel's transform), to mark an error's column in them.
    var textViews: [String: Widget] = [:]
    /// Shows a text parameter's new value in its field without reporting it
    /// (a curve's point dragged on the plot rewrote the text).
    var textSetters: [String: (String) -> Void] = [:]
    /// Called with a text parameter's key when its field gains (true) or
    /// loses (false) the keyboard: what is written in between is one step.
    var onFieldFocus: ((String, Bool) -> Void)?
    /// Called with a text parameter's key and its error (nil once it reads).
    var onTextError: ((String, ExpressionError?) -> Void)?
    /// Shows a message under a text parameter's field (the layout refused
    /// a text that reads: a division by zero).
    var textMessages: [String: (String) -> Void] = [:]
    /// Shows (or, with nil, clears) a warning under a text parameter's
    /// field: the text reads, but items are hidden where it gives no number.
    var textWarnings: [String: (String?) -> Void] = [:]
    /// Reads a text parameter's field as it stands.
    var textGetters: [String: () -> String] = [:]
    /// Per insets parameter: captions its side fields (true: the left and
    /// right ones as leading and trailing).
    var insetCaptions: [String: (Bool) -> Void] = [:]
    /// Whether the layout's insets are leading and trailing (`LayoutDescription`).
    var insetsAreLeadingAndTrailing = false

    /// The groups whose expanders are open, kept by the panel across
    /// rebuilds (a preset or a type change leaves an opened group open).
    private(set) var expandedGroups: Set<String>

    init(layout: any CollectionLayout, expandedGroups: Set<String> = [],
         onChange: @escaping (String, ParameterValue) -> Void) {
        self.onChange = onChange
        self.expandedGroups = expandedGroups
        widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 10)
        let parameters = layout.parameters
        insetsAreLeadingAndTrailing = LayoutDescription.insetsAreLeadingAndTrailing(layout)
        var group = ""
        var holder = widget
        for spec in parameters.specs where layout.usesParameter(spec.key) {
            shownKeys.append(spec.key)
            if spec.group != group {
                group = spec.group
                holder = groupBox(group, in: widget)
            }
            let value = parameters[spec.key]
            let shown = value == .auto ? (layout.effectiveValue(forKey: spec.key) ?? spec.defaultValue) : value
            if value == .auto { shownEffective[spec.key] = layout.effectiveValue(forKey: spec.key) }
            let row = makeRow(spec, value: value, shown: shown)
            rows[spec.key] = row
            Widgets.pack(holder, row)
        }
    }

    /// The key of the parameter whose control has the keyboard focus.
    func focusedKey() -> String? {
        guard let window = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(window) != 0,
              let focus = gtk_window_get_focus(cgtk_window(window)) else { return nil }
        return rows.first { focus == $0.value || gtk_widget_is_ancestor(focus, $0.value) != 0 }?.key
    }

    /// Gives the keyboard focus to the first control of `key`'s row.
    func focus(_ key: String) {
        // A text parameter's own field, not the help button on its title line.
        if let field = textViews[key] { return gtk_widget_grab_focus(field) }
        guard let row = rows[key] else { return }
        _ = gtk_widget_child_focus(row, GTK_DIR_TAB_FORWARD)
    }

    /// Refreshes the fields of every parameter left on "Auto" with what the
    /// layout resolved it to (after a viewport, data or parameter change),
    /// and the inset fields' captions (the cards turned vertical keep their
    /// left and right insets where they say).
    func showEffectiveValues(of layout: any CollectionLayout) {
        let leadingAndTrailing = LayoutDescription.insetsAreLeadingAndTrailing(layout)
        if leadingAndTrailing != insetsAreLeadingAndTrailing {
            insetsAreLeadingAndTrailing = leadingAndTrailing
            for caption in insetCaptions.values { caption(leadingAndTrailing) }
        }
        for (key, display) in effectiveDisplays where layout.parameters[key] == .auto {
            guard let value = layout.effectiveValue(forKey: key) else { continue }
            shownEffective[key] = value
            display(value)
        }
    }

    /// One parameter: its title with the compact control on the right, and
    /// under it a slider (numbers) or the four inset fields. `value` is the
    /// parameter's value, `shown` what its fields show (the effective value
    /// for `auto`).
    private func makeRow(_ spec: ParameterSpec, value: ParameterValue, shown: ParameterValue) -> Widget {
        let row = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        let line = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let label = Widgets.label(spec.title)
        Widgets.setTooltip(label, spec.help)
        Widgets.pack(line, label, expand: true)
        Widgets.pack(row, line)
        let (compact, below) = makeControl(spec, value: value, shown: shown)
        if let compact { Widgets.packEnd(line, compact) }
        if let below { Widgets.pack(row, below) }
        return row
    }

    func report(_ key: String, _ value: ParameterValue) {
        guard !isFilling else { return }
        onChange(key, value)
    }

    /// Shows `text` in the field of `key` (nothing is reported).
    func showText(_ text: String, forKey key: String) {
        filling { textSetters[key]?(text) }
    }

    /// Runs `body` with reporting off: the fields change, the layout does not.
    func filling(_ body: () -> Void) {
        let was = isFilling
        isFilling = true
        body()
        isFilling = was
    }

    /// The control beside the title and the one below it, either may be nil.
    private func makeControl(_ spec: ParameterSpec, value: ParameterValue, shown: ParameterValue) -> (Widget?, Widget?) {
        switch spec.kind {
        case .number(let range, let step):
            return numberControl(spec, range: range, step: step, value: value, shown: shown) { .number($0) }
        case .integer(let range):
            return numberControl(spec, range: Double(range.lowerBound)...Double(range.upperBound), step: 1,
                                 value: value, shown: shown) { .integer(Int($0.rounded())) }
        case .bool:
            return (boolControl(spec, value: value, shown: shown), nil)
        case .choice(let choices):
            let combo = Widgets.comboBox(choices.map { ($0, spec.title(ofChoice: $0)) }, active: value.description)
            Widgets.passScrollUnlessFocused(combo)
            Widgets.setAccessibleName(combo, spec.title)
            onSignal(combo, "changed") { [weak self] in
                if let id = Widgets.activeID(combo) { self?.report(spec.key, .choice(id)) }
            }
            return (combo, nil)
        case .insets(let maximum):
            return insetsControl(spec, maximum: maximum, value: value, shown: shown)
        case .text(let syntax):
            let control = textControl(spec, syntax: syntax, value: value)
            if value == .auto { effectiveDisplays[spec.key]?(shown) }
            return (nil, control)
        }
    }

    /// A spin button and a scale on one adjustment, plus "Auto" when allowed.
    /// Values are snapped to the spec's step before they are shown or reported.
    private func numberControl(
        _ spec: ParameterSpec, range: ClosedRange<Double>, step: Double,
        value: ParameterValue, shown: ParameterValue, make: @escaping (Double) -> ParameterValue
    ) -> (Widget?, Widget?) {
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        let initial: Double
        switch shown {
        case .number(let v): initial = v
        case .integer(let v): initial = Double(v)
        default: initial = range.lowerBound
        }
        let digits = ParameterSpec.digits(ofStep: step)
        // The scale covers a comfortable part of a huge range; the spin button all of it.
        let scaleMax = min(range.upperBound, max(range.lowerBound + step * 10, spec.sliderUpperBound(showing: initial)))
        let spin = Widgets.spinButton(min: range.lowerBound, max: range.upperBound, step: step,
                                      value: initial, digits: UInt32(digits))
        let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, scaleMax, step)!
        gtk_scale_set_draw_value(cgtk_scale(scale), 0)
        gtk_range_set_round_digits(cgtk_range(scale), Int32(digits))
        Widgets.passScrollUnlessFocused(scale)
        Widgets.passScrollUnlessFocused(spin)
        gtk_range_set_value(cgtk_range(scale), initial)

        Widgets.setAccessibleName(spin, spec.title)
        Widgets.setAccessibleName(scale, spec.title + " slider")
        Widgets.setTooltip(spin, spec.help)
        let auto = autoCheck(spec, value: value)
        let isAuto = { auto.map { Widgets.isActive($0) } ?? false }
        let syncSensitivity = {
            gtk_widget_set_sensitive(spin, isAuto() ? 0 : 1)
            gtk_widget_set_sensitive(scale, isAuto() ? 0 : 1)
        }
        syncSensitivity()
        onSignal(spin, "value-changed") { [weak self] in
            let v = spec.snapped(gtk_spin_button_get_value(cgtk_spin_button(spin)))
            if abs(gtk_range_get_value(cgtk_range(scale)) - v) > 1e-9 { gtk_range_set_value(cgtk_range(scale), v) }
            if !isAuto() { self?.report(spec.key, make(v)) }
        }
        onSignal(scale, "value-changed") {
            let v = spec.snapped(gtk_range_get_value(cgtk_range(scale)))
            if abs(gtk_spin_button_get_value(cgtk_spin_button(spin)) - v) > 1e-9 {
                gtk_spin_button_set_value(cgtk_spin_button(spin), v)
            }
        }
        if let check = auto {
            effectiveDisplays[spec.key] = { [weak self] effective in
                let v: Double
                switch effective {
                case .number(let n): v = n
                case .integer(let n): v = Double(n)
                default: return
                }
                self?.filling {
                    gtk_spin_button_set_value(cgtk_spin_button(spin), v)
                    gtk_range_set_value(cgtk_range(scale), v)
                }
            }
            onSignal(check, "toggled") { [weak self] in
                guard let self else { return }
                syncSensitivity()
                if Widgets.isActive(check) {
                    self.report(spec.key, .auto)
                } else {
                    // What is on screen stays: the value `auto` resolved to, exactly.
                    let v = spec.snapped(gtk_spin_button_get_value(cgtk_spin_button(spin)))
                    self.report(spec.key, self.effectiveToKeep(spec) ?? make(v))
                }
            }
            Widgets.pack(row, check)
        }
        Widgets.pack(row, spin)
        return (row, scale)
    }

    /// A switch, plus "Auto" when allowed: while "Auto" is ticked the switch
    /// shows the value in effect and cannot be flipped.
    private func boolControl(_ spec: ParameterSpec, value: ParameterValue, shown: ParameterValue) -> Widget {
        let toggle = gtk_switch_new()!
        gtk_switch_set_active(cgtk_switch(toggle), shown == .bool(true) ? 1 : 0)
        gtk_widget_set_halign(toggle, GTK_ALIGN_START)
        Widgets.setAccessibleName(toggle, spec.title)
        guard let check = autoCheck(spec, value: value) else {
            onNotify(toggle, "active") { [weak self] in
                self?.report(spec.key, .bool(gtk_switch_get_active(cgtk_switch(toggle)) != 0))
            }
            return toggle
        }
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        let syncSensitivity = { gtk_widget_set_sensitive(toggle, Widgets.isActive(check) ? 0 : 1) }
        syncSensitivity()
        let current = { ParameterValue.bool(gtk_switch_get_active(cgtk_switch(toggle)) != 0) }
        onNotify(toggle, "active") { [weak self] in
            if !Widgets.isActive(check) { self?.report(spec.key, current()) }
        }
        effectiveDisplays[spec.key] = { [weak self] effective in
            guard case .bool(let on) = effective else { return }
            self?.filling { gtk_switch_set_active(cgtk_switch(toggle), on ? 1 : 0) }
        }
        onSignal(check, "toggled") { [weak self] in
            syncSensitivity()
            self?.report(spec.key, Widgets.isActive(check) ? .auto : current())
        }
        Widgets.pack(row, check)
        Widgets.pack(row, toggle)
        return row
    }

    /// A group of parameters ("Scrolling") packed into `parent`: a folded
    /// expander, as GNOME apps keep advanced settings out of the way; the
    /// box its rows go into is returned.
    private func groupBox(_ title: String, in parent: Widget) -> Widget {
        let expander = gtk_expander_new(nil)!
        if expandedGroups.contains(title) { gtk_expander_set_expanded(cgtk_expander(expander), 1) }
        let label = Widgets.label(title, css: "panel-heading")
        gtk_expander_set_label_widget(cgtk_expander(expander), label)
        Widgets.setAccessibleName(expander, title)
        // Right to left a folded expander's arrow points left, the way the text reads.
        if gtk_widget_get_direction(expander) == GTK_TEXT_DIR_RTL { Widgets.addClass(expander, "leads-left") }
        let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 10)
        gtk_widget_set_margin_top(box, 8)
        gtk_container_add(cgtk_container(expander), box)
        // GTK 3 lets Tab into a folded expander's child: its controls, unseen,
        // took the keyboard focus (and a screen reader's attention). Folded,
        // the child is hidden (also when the panel's show-all shows it).
        let folded = { gtk_expander_get_expanded(cgtk_expander(expander)) == 0 }
        onSignal(box, "show") { if folded() { gtk_widget_hide(box) } }
        onNotify(expander, "expanded") { [weak self] in
            gtk_widget_set_visible(box, folded() ? 0 : 1)
            if folded() { self?.expandedGroups.remove(title) } else { self?.expandedGroups.insert(title) }
        }
        Widgets.pack(parent, Widgets.separator())
        Widgets.pack(parent, expander)
        return box
    }

    /// The effective value shown for `spec` when it is a valid setting (the
    /// cards' centring insets turn negative in a viewport narrower than a
    /// card; the fields, clamped, are kept then).
    func effectiveToKeep(_ spec: ParameterSpec) -> ParameterValue? {
        guard let value = shownEffective[spec.key], (try? spec.validate(value)) != nil else { return nil }
        return value
    }

    /// The "Auto" check of a parameter that has an automatic value, else nil.
    func autoCheck(_ spec: ParameterSpec, value: ParameterValue) -> Widget? {
        guard spec.allowsAuto else { return nil }
        let check = gtk_check_button_new_with_label(tr("Auto"))!
        gtk_toggle_button_set_active(cgtk_toggle_button(check), value == .auto ? 1 : 0)
        Widgets.setAccessibleName(check, spec.title + " automatic")
        return check
    }
}
