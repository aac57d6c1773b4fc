import CGtk
import CollectionLayout
import Foundation

/// A compositional item size in the side panel: a number and its unit
/// (a percentage of the width, points, or estimated points), read together
/// as one `CompositionalLayout.Dimension` (`90%`, `120`, `~120`). Changing
/// the unit keeps the number, brought into the unit's range.
@MainActor
final class DimensionField {
    typealias Dimension = CompositionalLayout.Dimension

    /// What the number means.
    enum Unit: String {
        case percent, points, estimated

        /// The unit's title in its drop-down.
        var title: String {
            switch self {
            case .percent: "% of width"
            case .points: "points"
            case .estimated: "estimated"
            }
        }

        /// The numbers the unit allows.
        var range: ClosedRange<Double> {
            self == .percent ? 1...1000 : 0...Dimension.maximumPoints
        }

        /// The unit and number of `dimension`.
        static func of(_ dimension: Dimension) -> (Unit, Double) {
            switch dimension {
            case .fractional(let f): (.percent, f * 100)
            case .absolute(let v): (.points, v)
            case .estimated(let v): (.estimated, v)
            }
        }
    }

    let widget: Widget
    let spin: Widget
    let unit: Widget
    private let units: [Unit]
    private var isFilling = false
    /// Called with the size a person set.
    var onChange: ((Dimension) -> Void)?

    init(units: [Unit]) {
        self.units = units
        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        spin = Widgets.spinButton(min: 1, max: 1000, step: 1, value: 100, digits: 0)
        gtk_entry_set_width_chars(cgtk_entry(spin), 5)
        unit = Widgets.comboBox(units.map { ($0.rawValue, $0.title) }, active: units[0].rawValue)
        gtk_widget_set_hexpand(unit, 1)
        Widgets.pack(widget, spin)
        Widgets.pack(widget, unit, expand: true)
        onSignal(spin, "value-changed") { [weak self] in self?.report() }
        onSignal(unit, "changed") { [weak self] in
            guard let self, !self.isFilling else { return }
            self.fill { self.applyRange(self.currentUnit) }
            self.report()
        }
    }

    /// The unit chosen now.
    private var currentUnit: Unit {
        Widgets.activeID(unit).flatMap(Unit.init(rawValue:)) ?? units[0]
    }

    /// The size the two controls say.
    var dimension: Dimension {
        let v = gtk_spin_button_get_value(cgtk_spin_button(spin))
        switch currentUnit {
        case .percent: return .fractional(v / 100)
        case .points: return .absolute(v)
        case .estimated: return .estimated(v)
        }
    }

    /// Shows `dimension` (nothing is reported). A fraction that is no whole
    /// percentage (1/3) shows two decimals.
    func show(_ dimension: Dimension) {
        guard dimension != self.dimension || Widgets.activeID(unit) == nil else { return }
        let (u, v) = Unit.of(dimension)
        fill {
            gtk_combo_box_set_active_id(cgtk_combo_box(unit), units.contains(u) ? u.rawValue : units[0].rawValue)
            applyRange(u)
            gtk_spin_button_set_digits(cgtk_spin_button(spin), abs(v - v.rounded()) < 1e-9 ? 0 : 2)
            gtk_spin_button_set_value(cgtk_spin_button(spin), v)
        }
    }

    private func applyRange(_ u: Unit) {
        let r = u.range
        gtk_spin_button_set_range(cgtk_spin_button(spin), r.lowerBound, r.upperBound)
    }

    private func report() {
        guard !isFilling else { return }
        // The number as the field shows it: 33.33 stays 33.33, not the 1/3 it was shown from.
        let shown = gtk_spin_button_get_value(cgtk_spin_button(spin))
        let digits = gtk_spin_button_get_digits(cgtk_spin_button(spin))
        let scale = pow(10, Double(digits))
        if abs((shown * scale).rounded() / scale - shown) > 1e-9 {
            fill { gtk_spin_button_set_value(cgtk_spin_button(spin), (shown * scale).rounded() / scale) }
        }
        onChange?(dimension)
    }

    private func fill(_ body: () -> Void) {
        let was = isFilling
        isFilling = true
        body()
        isFilling = was
    }
}
