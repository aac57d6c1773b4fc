import CGtk
import CollectionLayout

/// Shows the attributes of the hovered or selected element.
final class InspectorView {
    let widget: Widget
    private let label: Widget

    init() {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Widgets.pack(column, Widgets.label("Inspector", css: "panel-heading"))
        label = Widgets.label("Hover over an element", css: "inspector")
        gtk_label_set_selectable(cgtk_label(label), 1)
        Widgets.setAccessibleName(label, "Inspector")
        Widgets.pack(column, label)
        widget = column
    }

    func show(_ a: LayoutAttributes?) {
        guard let a else {
            gtk_label_set_text(cgtk_label(label), "Hover over an element")
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
        if !a.transform.isIdentity {
            lines.append("transform  [\(a.transform.values.map(n).joined(separator: ", "))]")
        }
        if !a.transform3D.isIdentity {
            let v = a.transform3D.values.map(n)
            lines.append("transform3D")
            for row in 0..<4 { lines.append("  " + v[row * 4..<row * 4 + 4].joined(separator: "  ")) }
        }
        gtk_label_set_text(cgtk_label(label), lines.joined(separator: "\n"))
    }
}
