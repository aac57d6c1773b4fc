import Foundation

/// Waits on what a person would wait for — a trace event, the pixels on
/// screen, a window, a file — instead of sleeping for a fixed time.
extension AppSession {
    /// Polls `test` every `interval` seconds until it holds (true) or
    /// `timeout` passes (false).
    @discardableResult
    static func poll(timeout: Double, interval: Double = 0.05, _ test: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try test() { return true }
            if Date() > deadline { return false }
            usleep(UInt32(interval * 1_000_000))
        }
    }

    /// Waits until the canvas shows the same pixels in two grabs
    /// `interval` apart: pictures decoded, animations over.
    @discardableResult
    func waitForSteadyCanvas(timeout: Double = 5, interval: Double = 0.15) throws -> Screenshot {
        try waitForSteadyPixels(timeout: timeout, interval: interval) { try self.screenshotOfCanvas() }
    }

    /// Waits until a region of the canvas (canvas coordinates) shows the
    /// same pixels in two grabs `interval` apart, and returns the last grab.
    @discardableResult
    func waitForSteadyRegion(x: Double, y: Double, width: Double, height: Double,
                             timeout: Double = 5, interval: Double = 0.1) throws -> Screenshot {
        try waitForSteadyPixels(timeout: timeout, interval: interval) {
            try self.screenshot(x: x, y: y, width: width, height: height)
        }
    }

    /// Grabs with `grab` until two grabs in a row match (or `timeout`
    /// passes), and returns the last one.
    func waitForSteadyPixels(timeout: Double, interval: Double, _ grab: () throws -> Screenshot) throws -> Screenshot {
        var last = try grab()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            usleep(UInt32(interval * 1_000_000))
            let next = try grab()
            if next.changedFraction(from: last, tolerance: 2) == 0 { return next }
            last = next
        }
        return last
    }

    /// Grabs with `grab` until `test` holds for a grab (or `timeout`
    /// passes), and returns the last grab: the test then checks it, so a
    /// change that never comes still fails there.
    @discardableResult
    func waitForPixels(timeout: Double = 5, _ grab: () throws -> Screenshot,
                       until test: (Screenshot) -> Bool) throws -> Screenshot {
        var shot = try grab()
        let deadline = Date().addingTimeInterval(timeout)
        while !test(shot), Date() < deadline {
            usleep(50_000)
            shot = try grab()
        }
        return shot
    }

    /// The canvas once it differs from `before` in more than `fraction` of
    /// its pixels (or after `timeout`, as it is then).
    @discardableResult
    func waitForCanvas(changedFrom before: Screenshot, moreThan fraction: Double, timeout: Double = 5) throws -> Screenshot {
        try waitForPixels(timeout: timeout, { try self.screenshotOfCanvas() }) { $0.changedFraction(from: before) > fraction }
    }

    /// The events that move the canvas or change what it draws.
    static let motionEvents: Set<String> = ["settled", "released", "changed", "lifted", "dropped", "selected"]

    /// Waits until the canvas is at rest after index `after`: a `rest`
    /// event (a drawn frame left nothing animating and no picture
    /// decoding) later than every motion event since `after`.
    @discardableResult
    func waitForRest(after: Int, timeout: Double = 10) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let all = events
            if all.count > after {
                let lastMotion = all[after...].lastIndex { Self.motionEvents.contains($0["event"] as? String ?? "") }
                let from = max(after, (lastMotion ?? after - 1) + 1)
                if from < all.count, let rest = all[from...].first(where: { $0["event"] as? String == "rest" }) {
                    return rest
                }
            }
            if !isRunning { throw Failure(description: "the app exited waiting for rest: \(stderr)") }
            usleep(20_000)
        }
        throw Failure(description: "no rest within \(timeout) s; events: \(events.suffix(5))")
    }

    /// Waits until the canvas is at rest now: the app's last word on it is
    /// `rest` (not `busy`), later than every motion event so far.
    func waitForRestNow(timeout: Double = 10) throws {
        let atRest = Self.poll(timeout: timeout, interval: 0.02) {
            let all = events
            guard let last = all.lastIndex(where: { ["rest", "busy"].contains($0["event"] as? String ?? "") }),
                  all[last]["event"] as? String == "rest" else { return false }
            return !all[last...].contains { Self.motionEvents.contains($0["event"] as? String ?? "") }
        }
        if !atRest { throw Failure(description: "the canvas never came to rest; events: \(events.suffix(5))") }
    }

    /// Waits until the widget named `name` has the keyboard focus (the
    /// `focus` of the latest `widgets` event).
    func waitForFocus(_ name: String, timeout: Double = 6) throws {
        let focused = { self.events.last(where: { $0["event"] as? String == "widgets" })?["focus"] as? String }
        guard Self.poll(timeout: timeout, { focused() == name }) else {
            throw Failure(description: "\(name) never had the keyboard focus; it is on \(focused() ?? "nothing")")
        }
    }

    /// Waits until the dialog titled `title` has the keyboard focus on an
    /// entry holding `text` (what was typed arrived).
    func waitForTyped(_ text: String, inDialog title: String, timeout: Double = 6) throws {
        try waitForDialog(timeout: timeout) { $0["title"] as? String == title && $0["focusText"] as? String == text }
    }

    /// Waits until a `widgets` event after index `after` shows a window
    /// (a dialog, a drop-down's menu) for which `test` holds.
    @discardableResult
    func waitForWindow(after: Int, timeout: Double = 6, where test: (WidgetState) -> Bool) throws -> WidgetState {
        var found: WidgetState?
        Self.poll(timeout: timeout) {
            let all = events
            guard all.count > after, let latest = all[after...].last(where: { $0["event"] as? String == "widgets" }) else {
                return false
            }
            found = (latest["windows"] as? [WidgetState] ?? []).first(where: test)
            return found != nil
        }
        guard let found else { throw Failure(description: "no window matched; open: \(dialogStates.map { $0["title"] ?? "" })") }
        return found
    }

    /// Waits until the widget `name` is mapped and its pixels hold still
    /// (an opening popover's transition is over), and returns its state.
    @discardableResult
    func waitForSteadyWidget(_ name: String, timeout: Double = 5) throws -> WidgetState {
        let state = try waitForWidget(name) { $0["mapped"] as? Bool == true }
        let r = Self.rect(state)
        try waitForSteadyRegion(x: r.x - canvas.x, y: r.y - canvas.y, width: max(1, r.width), height: max(1, r.height),
                                timeout: timeout, interval: 0.05)
        return state
    }

    /// Waits until the widget `name` is mapped and has kept its place for
    /// `quiet` seconds (longer than the app takes between two looks at its
    /// widgets): a scrolled panel came to rest.
    @discardableResult
    func waitForWidgetToStayPut(_ name: String, quiet: Double = 0.35, timeout: Double = 6) throws -> WidgetState {
        var last: (x: Double, y: Double, width: Double, height: Double)?
        var since = Date()
        var state: WidgetState = [:]
        let stayed = Self.poll(timeout: timeout) {
            guard let now = widgetStates[name], now["mapped"] as? Bool == true else { last = nil; return false }
            state = now
            let r = Self.rect(now)
            if let last, last == r { return Date().timeIntervalSince(since) >= quiet }
            last = r
            since = Date()
            return false
        }
        if !stayed { throw Failure(description: "\(name) never stayed put; it shows \(widgetStates[name] ?? [:])") }
        return state
    }

    /// Waits until no dialog titled `title` is shown any more.
    func waitForNoWindow(titled title: String, timeout: Double = 6) throws {
        guard Self.poll(timeout: timeout, { !dialogStates.contains { $0["title"] as? String == title } }) else {
            throw Failure(description: "the window \(title) stayed open")
        }
    }

    /// Clicks the canvas at `point` (by default a corner no item covers)
    /// and waits until it has the keyboard focus: keys go to it.
    func focusCanvas(at point: (Double, Double) = (10, 10)) throws {
        click(at: point)
        try waitForFocus("Layout canvas")
    }

    /// Waits until no motion event (`settled`, `released`, `changed`)
    /// has arrived for `quiet` seconds, at most `timeout`.
    func waitForQuietMotion(quiet: Double = 0.25, timeout: Double = 3) {
        let motion: Set<String> = ["settled", "released", "changed"]
        var count = events.filter { motion.contains($0["event"] as? String ?? "") }.count
        var lastChange = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, Date().timeIntervalSince(lastChange) < quiet {
            usleep(20_000)
            let now = events.filter { motion.contains($0["event"] as? String ?? "") }.count
            if now != count { count = now; lastChange = Date() }
        }
    }

    /// Waits until a window titled `title` is shown (a dialog).
    @discardableResult
    func waitForWindow(titled title: String, timeout: Double = 6) -> Bool {
        Self.poll(timeout: timeout) { dialogStates.contains { $0["title"] as? String == title } }
    }
}
