import CGtk
import CollectionLayout

/// Shows the attributes of the hovered or selected element, always in
/// `lineCount` lines cut to the panel's width, so that hovering never changes
/// its size and nothing under the pointer moves.
@MainActor
final class InspectorView {
    let widget: Widget
    private let label: Widget
    /// The lines the inspector always takes: the heading line, four of
    /// geometry, a 2-D transform and a 3-D transform's heading and four rows.
    static let lineCount = 11
    /// What it says when no element is inspected.
    static let placeholder = "Hover over an element"

    init() {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Widgets.pack(column, Widgets.label("Inspector", css: "panel-heading"))
        label = Widgets.label(Self.padded([tr(Self.placeholder)]), css: "inspector")
        gtk_label_set_selectable(cgtk_label(label), 1)
        // Each line is cut with "…" where it is too wide (the panel's width is fixed).
        gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_yalign(cgtk_label(label), 0)
        Widgets.setAccessibleName(label, "Inspector")
        Widgets.pack(column, label)
        widget = column
    }

    /// `lines` followed by empty ones up to `lineCount` (cut to it when longer).
    static func padded(_ lines: [String]) -> String {
        let fitted = Array(lines.prefix(lineCount))
        return (fitted + Array(repeating: "", count: lineCount - fitted.count)).joined(separator: "\n")
    }

    /// Shows `a`'s attributes, or the placeholder for nil (after a layout
    /// switch, when the old element no longer exists); with `estimate`,
    /// the item's estimated height and the height it resolved to
    /// ("estimated 120 → 96").
    /// With `correction`, what resolving estimates did to the offset to
    /// keep the item in view still ("offset corrected by −3840 pt").
    func show(_ a: LayoutAttributes?, estimate: CompositionalLayout.HeightEstimate? = nil,
              correction: OffsetCorrection? = nil) {
        guard let a else {
            gtk_label_set_text(cgtk_label(label), Self.padded([Self.placeholder]))
            return
        }
        func n(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return formatNumber(r)
        }
        var lines = [
            "\(a.category.rawValue)  section \(a.indexPath.section)  item \(a.indexPath.item)",
            "center     \(n(a.center.x)), \(n(a.center.y))",
            "size       \(n(a.size.width)) × \(n(a.size.height))",
            "frame      \(n(a.frame.minX)), \(n(a.frame.minY))",
            "alpha \(n(a.alpha))  zIndex \(a.zIndex)  \(a.isHidden ? "hidden" : "shown")",
        ]
        if let estimate {
            lines.append(Self.estimateLine(estimate, format: n))
        }
        if let correction {
            lines += Self.correctionLines(correction, format: n)
        }
        if let m = a.mask {
            lines.append("mask       \(n(m.minX)), \(n(m.minY))  \(n(m.width)) × \(n(m.height))")
        }
        if !a.transform.isIdentity {
            lines.append("transform  [\(a.transform.values.map(n).joined(separator: ", "))]")
        }
        if !a.transform3D.isIdentity {
            let v = a.transform3D.values.map(n)
            lines.append("transform3D")
            for row in 0..<4 { lines.append("  " + v[row * 4..<row * 4 + 4].joined(separator: "  ")) }
        }
        gtk_label_set_text(cgtk_label(label), Self.padded(lines))
    }

    /// "offset corrected by −3840 pt (−4200 in all)" and "to keep section 0
    /// item 4812 in view": the last frame's correction, the sum when it
    /// differs, and the item the correction kept still.
    static func correctionLines(_ c: OffsetCorrection, format: (Double) -> String) -> [String] {
        func signed(_ v: Double) -> String {
            (v > 0 ? "+" : "") + format(v).replacingOccurrences(of: "-", with: "−")
        }
        var first = String(format: tr("offset corrected by %@ pt"), signed(c.last))
        if c.total != c.last { first += " " + String(format: tr("(%@ in all)"), signed(c.total)) }
        guard let anchor = c.anchor else { return [first] }
        return [first, String(format: tr("to keep section %d item %d in view"), anchor.section, anchor.item)]
    }

    /// "estimated 120 → 96", or "estimated 120 → not yet laid out".
    static func estimateLine(_ e: CompositionalLayout.HeightEstimate, format: (Double) -> String) -> String {
        tr("estimated") + " " + format(e.estimate) + " → " + (e.resolved.map(format) ?? tr("not yet laid out"))
    }
}
