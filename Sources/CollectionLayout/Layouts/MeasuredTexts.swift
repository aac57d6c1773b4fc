/// The sizes of the texts a flow has measured, each text measured once.
///
/// A million tags repeat a few thousand texts at most, so nearly every item
/// is a lookup. `Dictionary<String, _>` hashes each key with a seeded
/// SipHash and keeps no hash to compare first: that was 40 % of placing a
/// million tags. Here the UTF-8 bytes are hashed with 64-bit FNV-1a
/// (collisions cost a probe, never a wrong size: the texts are compared),
/// in an open-addressed table kept at most half full.
struct MeasuredTexts {
    private struct Slot {
        /// The text's hash, never 0; 0 marks an empty slot.
        var hash: UInt64 = 0
        var text = ""
        var size = Size.zero
    }

    private var slots = [Slot](repeating: Slot(), count: 64)
    private var count = 0

    /// The size recorded for `text` (nil: the empty text), if any.
    ///
    /// - Complexity: O(length of `text`) expected.
    func size(of text: String?) -> Size? {
        let (i, found) = slot(of: text ?? "")
        return found ? slots[i].size : nil
    }

    /// Records `size` for `text` (nil: the empty text), which has none yet.
    ///
    /// - Complexity: O(length of `text`) expected; O(m) when the table
    ///   grows, for m texts.
    mutating func record(_ size: Size, for text: String?) {
        let (i, _) = slot(of: text ?? "")
        slots[i] = Slot(hash: Self.hash(text ?? ""), text: text ?? "", size: size)
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// The slot holding `text`, or the empty one where it would go.
    private func slot(of text: String) -> (index: Int, found: Bool) {
        let hash = Self.hash(text)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i].hash != 0 {
            if slots[i].hash == hash, slots[i].text == text { return (i, true) }
            i = (i + 1) & mask
        }
        return (i, false)
    }

    /// The number of texts measured.
    var measuredCount: Int { count }

    /// Twice the slots, every text placed again.
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.hash != 0 {
            var i = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[i].hash != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }

    /// FNV-1a over the UTF-8 bytes, folded so the low bits (the slot) depend
    /// on every byte; never 0.
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        if text.utf8.withContiguousStorageIfAvailable(add) == nil {
            Array(text.utf8).withUnsafeBufferPointer(add)
        }
        h ^= h >> 29
        return h | 1 << 63
    }
}
