/// A value kept beside a type's data that is not part of it: every two are
/// equal and hashing it adds nothing, so a type holding one (a cache of
/// something its data determines) compares and hashes by its data alone.
struct Unrecorded<Value: Sendable>: Hashable, Sendable {
    var value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: Unrecorded, b: Unrecorded) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
