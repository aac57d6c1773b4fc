/// A one-dimensional motion described as a value: where it is and how fast it
/// moves at any time since its start, and when it has come to rest.
///
/// Nothing in a simulation depends on a clock or a frame rate: the same
/// simulation answers for `t = 0.016` and `t = 3` without having been stepped
/// in between (the model of Flutter's `physics/` library). `Scroller` reads
/// the frame clock's time and asks its current simulation.
public protocol ScrollSimulation {
    /// The position at `t` seconds after the start.
    func position(at t: Double) -> Double

    /// The velocity, in units per second, at `t` seconds after the start.
    func velocity(at t: Double) -> Double

    /// Whether the motion has come to rest at `t`, close enough to
    /// `finalPosition` that jumping there is invisible.
    func isDone(at t: Double) -> Bool

    /// Where the motion ends, exactly: a scroller sets this value, not the
    /// last sampled position, once `isDone` holds.
    var finalPosition: Double { get }
}
