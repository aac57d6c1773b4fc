import CGtk
import CollectionLayout

/// Pose mode's part of the designer: the Pose toggle, the poses' row (the
/// posed offsets, the axis the items turn about, what happens past the
/// outer poses) and the reference picture's controls.
extension CarouselDesigner {
    /// The poses' row, shown in pose mode: which offsets are posed, and
    /// whether the items past the outer poses carry on or hold.
    func posesRow() -> Widget {
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
        Widgets.pack(column, mirrorRow())
        Widgets.pack(column, referenceRow())
        gtk_widget_set_no_show_all(column, 1)
        posesWidgets = (column, summary, hold)
        axisCombo = axis
        return column
    }

    /// The reference picture's controls: choose one, its opacity, remove it.
    func referenceRow() -> Widget {
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

    /// "Mirror": one side's poses copied onto the other, as in a mirror, so
    /// a person poses one side of a symmetric carousel. The buttons name
    /// the sides as drawn (right and left; below and above when vertical).
    func mirrorRow() -> Widget {
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let first = Widgets.button(label: "Right to Left"), second = Widgets.button(label: "Left to Right")
        Widgets.setTooltip(first, "Copy the poses on one side onto the other, as in a mirror")
        Widgets.setTooltip(second, "Copy the poses on one side onto the other, as in a mirror")
        onSignal(first, "clicked") { [weak self] in self?.mirrorPoses(fromFirstDrawnSide: false) }
        onSignal(second, "clicked") { [weak self] in self?.mirrorPoses(fromFirstDrawnSide: true) }
        Widgets.pack(row, Widgets.label("Mirror"))
        Widgets.pack(row, first, expand: true)
        Widgets.pack(row, second, expand: true)
        mirrorButtons = (first, second)
        return row
    }

    /// Copies the poses of the side drawn first (left, or above) onto the
    /// other side, or the other way; one step of undo. Says why when it cannot.
    func mirrorPoses(fromFirstDrawnSide: Bool) {
        guard let carousel = LayoutDescription.designed(playground.layout), let poses = PoseEdit.poses(of: carousel) else { return }
        // Drawn first: the negative offsets, unless right to left draws them on the right.
        let mirroredDrawing = carousel.scrollAxis == .horizontal && carousel.isMirrored
        let side: CarouselPoses.Side = fromFirstDrawnSide != mirroredDrawing ? .before : .after
        guard let mirrored = poses.mirrored(from: side, scrollAxis: carousel.scrollAxis) else {
            onError(poses.poses.contains { side == .after ? $0.offset > 0 : $0.offset < 0 }
                    ? tr("These poses turn about a tilted axis: a mirror would turn them about another one")
                    : tr("There are no poses on that side to copy"))
            return
        }
        apply(PoseEdit.parameters(carousel.parameters, mirrored), name: "Mirror Poses")
    }

    /// Names the mirror's buttons for the carousel's axis.
    func labelMirrorButtons(vertical: Bool) {
        guard let (first, second) = mirrorButtons else { return }
        gtk_button_set_label(cgtk_button(first), vertical ? tr("Lower to Upper") : tr("Right to Left"))
        gtk_button_set_label(cgtk_button(second), vertical ? tr("Upper to Lower") : tr("Left to Right"))
        Widgets.setAccessibleName(first, vertical ? "Mirror the lower poses onto the upper side" : "Mirror the right poses onto the left side")
        Widgets.setAccessibleName(second, vertical ? "Mirror the upper poses onto the lower side" : "Mirror the left poses onto the right side")
    }

    /// Shows the picture at `path` behind the items (where the last one
    /// was, else centred on the canvas, where the item in focus stands),
    /// one step of undo.
    func setReferencePicture(path: String) {
        var picture = playground.document.reference ?? ReferencePicture(path: path)
        if playground.document.reference == nil {
            // Only the file's header is read: the canvas decodes the picture.
            var width: Int32 = 0, height: Int32 = 0
            if gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 {
                let viewport = playground.viewport
                picture.origin = Point(x: ((viewport.width - Double(width) * picture.scale) / 2).rounded(),
                                       y: ((viewport.height - Double(height) * picture.scale) / 2).rounded())
            }
        }
        picture.path = path
        do {
            try playground.setReference(picture, name: "Reference Picture")
        } catch {
            onError("\(error)")
        }
    }


    /// Turns every pose about the axis `id` (x, y or z) from now on, one
    /// step of undo: the shape taken apart about it again where it can be
    /// (the picture stays), else with every turn undone — the items face
    /// the eye, their moves, scales and alphas kept — to turn them again
    /// about the new axis (the old turns about it would be another picture).
    func setPoseAxis(_ id: String) {
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

    /// Shows the poses of the carousel on screen in their row (hidden out of pose mode).
    func showPoses() {
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
        labelMirrorButtons(vertical: carousel.scrollAxis == .vertical)
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

    /// "Pose": pose mode, in which the items on the canvas show handles to
    /// move, turn, scale, push back and fade them by hand.
    func poseToggle() -> Widget {
        let toggle = gtk_toggle_button_new_with_label(tr("Pose"))!
        Widgets.setAccessibleName(toggle, "Pose")
        Widgets.setTooltip(toggle, "Pose the items by hand: drag an item to move it, its corners to scale it, the round knob to turn it, the diamond for depth (or Alt+drag), the bar beside it for its alpha; Delete removes the selected pose")
        gtk_toggle_button_set_active(cgtk_toggle_button(toggle), isPosing ? 1 : 0)
        // Pressed from the keyboard, the toggle keeps the focus in the rebuilt panel.
        if poseToggleHadFocus {
            poseToggleHadFocus = false
            runWhenIdle { if gtk_widget_get_mapped(toggle) != 0 { gtk_widget_grab_focus(toggle) } }
        }
        onSignal(toggle, "toggled") { [weak self] in
            guard let self else { return }
            let on = Widgets.isActive(toggle)
            guard on != self.isPosing else { return }
            // Only a key press keeps it there: a click leaves the focus to wherever the person goes next.
            self.poseToggleHadFocus = gtk_widget_has_focus(toggle) != 0 && Self.currentEventIsKey()
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

    /// Whether the event being handled is a key press or release.
    static func currentEventIsKey() -> Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        let type = gdk_event_get_event_type(event)
        return type == GDK_KEY_PRESS || type == GDK_KEY_RELEASE
    }

    /// Makes the carousel posed (a built-in type sampled into poses, as
    /// Edit as Custom keeps its look), one step of undo; false when it
    /// cannot be posed.
    func beginPosing() -> Bool {
        guard let carousel = LayoutDescription.designed(playground.layout) else { return false }
        guard let (parameters, _) = PoseEdit.posed(carousel) else {
            onError(tr("This carousel turns about more than one axis: it cannot be posed"))
            return false
        }
        if parameters != carousel.parameters { apply(parameters, name: "Pose") }
        return true
    }

}
