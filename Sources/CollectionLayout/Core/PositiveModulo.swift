/// `a mod n` in `0..<n` for positive `n` (Swift's `%` keeps the sign of `a`).
func positiveModulo(_ a: Int, _ n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + n : r
}
