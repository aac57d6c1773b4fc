/// The configuration of a layout that can move on by itself (`Autoplay`):
/// its five autoplay parameters as Swift properties.
public protocol AutoplayConfiguration: LayoutConfiguration {}

extension AutoplayConfiguration {
    /// Seconds between moves; 0 (the default) is off.
    public var autoplay: Double {
        get { self[Autoplay.Key.interval] }
        set { self[Autoplay.Key.interval] = newValue }
    }
    /// Toward the next or the previous item; default forward.
    public var autoplayDirection: Autoplay.Direction {
        get { self[Autoplay.Key.direction] }
        set { self[Autoplay.Key.direction] = newValue }
    }
    /// Seconds autoplay waits after a person's input before it moves again.
    public var autoplayResume: Double {
        get { self[Autoplay.Key.resumeDelay] }
        set { self[Autoplay.Key.resumeDelay] = newValue }
    }
    /// What happens at the last item of a layout that does not wrap; default rewind.
    public var autoplayAtEnd: Autoplay.End {
        get { self[Autoplay.Key.end] }
        set { self[Autoplay.Key.end] = newValue }
    }
    /// Whether autoplay also moves while a screen reader runs; default false.
    public var autoplayWithScreenReader: Bool {
        get { self[Autoplay.Key.withScreenReader] }
        set { self[Autoplay.Key.withScreenReader] = newValue }
    }
}

extension Autoplay.Direction: ParameterChoice {}
extension Autoplay.End: ParameterChoice {}
extension CardsLayout.Configuration: AutoplayConfiguration {}
extension StackLayout.Configuration: AutoplayConfiguration {}
extension WheelLayout.Configuration: AutoplayConfiguration {}
extension KeylineLayout.Configuration: AutoplayConfiguration {}
extension RingLayout.Configuration: AutoplayConfiguration {}
extension CarouselLayout.Configuration: AutoplayConfiguration {}
