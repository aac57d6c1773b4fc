import CGtk
import CollectionLayout

/// "Spin to…": a row of the side panel for layouts that rest on items and
/// loop or page (the wheel, the ring, the carousel): the item to land on
/// (numbered from 1, as the status line counts), how many items to pass
/// first, and a button that releases the content with the velocity whose
/// free deceleration lands there (`Scroller.spin`).
@MainActor
final class SpinControls {
    let widget: Widget
    private let itemSpin: Widget
    private let passSpin: Widget
    /// Asks for a spin onto item `item` (0-based) passing at least `minimum` items.
    var onSpin: ((_ item: Int, _ minimum: Int) -> Void)?

    /// The most items to pass that the field offers.
    static let maximumPass = 10_000.0

    /// Whether `layout` offers a spin: it rests on items and can focus one.
    static func offers(_ layout: any CollectionLayout) -> Bool {
        let id = type(of: layout).id
        return [WheelLayout.id, RingLayout.id, CarouselLayout.id].contains(id)
    }

    /// The item count the item field ranges over.
    var itemCount: Int = 0 {
        didSet { gtk_spin_button_set_range(cgtk_spin_button(itemSpin), 1, Double(max(1, itemCount))) }
    }

    init(itemCount: Int) {
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cgtk_grid(grid), 6)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 8)
        widget = grid
        itemSpin = Widgets.spinButton(min: 1, max: Double(max(1, itemCount)), step: 1, value: 1, digits: 0)
        Widgets.setAccessibleName(itemSpin, "Spin to item")
        Widgets.setTooltip(itemSpin, "The item the spin comes to rest on")
        passSpin = Widgets.spinButton(min: 0, max: Self.maximumPass, step: 1, value: Double(min(itemCount, 20)), digits: 0)
        Widgets.setAccessibleName(passSpin, "Items to pass")
        Widgets.setTooltip(passSpin, "Pass at least this many items first (looping views add whole turns)")
        Widgets.passScrollUnlessFocused(itemSpin)
        Widgets.passScrollUnlessFocused(passSpin)
        let button = Widgets.button(label: "Spin")
        Widgets.setAccessibleName(button, "Spin")
        Widgets.setTooltip(button, "Release with the velocity whose free deceleration lands on the item")
        gtk_grid_attach(cgtk_grid(grid), Widgets.label("Spin to"), 0, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(grid), itemSpin, 1, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(grid), button, 2, 0, 1, 1)
        gtk_grid_attach(cgtk_grid(grid), Widgets.label("passing"), 0, 1, 1, 1)
        gtk_grid_attach(cgtk_grid(grid), passSpin, 1, 1, 1, 1)
        onSignal(button, "clicked") { [weak self] in
            guard let self else { return }
            // Typed text not yet committed counts.
            gtk_spin_button_update(cgtk_spin_button(self.itemSpin))
            gtk_spin_button_update(cgtk_spin_button(self.passSpin))
            let item = Int(gtk_spin_button_get_value(cgtk_spin_button(self.itemSpin))) - 1
            let minimum = Int(gtk_spin_button_get_value(cgtk_spin_button(self.passSpin)))
            self.onSpin?(item, minimum)
        }
        self.itemCount = itemCount
    }
}
