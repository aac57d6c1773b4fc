import Foundation

/// Core Animation's `CATransform3D` and the functions iCarousel calls, written
/// out here (row vectors, `p' = p·M`) so that the oracle shares no code with
/// the library.
struct CATransform3D: Equatable {
    var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    var values: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}

let CATransform3DIdentity = CATransform3D()

func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.values, y = b.values
    var r = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            r[i * 4 + j] = x[i * 4] * y[j] + x[i * 4 + 1] * y[4 + j] + x[i * 4 + 2] * y[8 + j] + x[i * 4 + 3] * y[12 + j]
        }
    }
    return CATransform3D(m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
                         m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14], m44: r[15])
}

func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation of `angle` radians about the axis `(x, y, z)`, normalised;
/// the identity for a zero axis.
func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    if len == 0 { return CATransform3DIdentity }
    let (u, v, w) = (x / len, y / len, z / len)
    let c = cos(angle), s = sin(angle), k = 1 - c
    var t = CATransform3DIdentity
    t.m11 = u * u * k + c
    t.m12 = u * v * k + w * s
    t.m13 = u * w * k - v * s
    t.m21 = u * v * k - w * s
    t.m22 = v * v * k + c
    t.m23 = v * w * k + u * s
    t.m31 = u * w * k + v * s
    t.m32 = v * w * k - u * s
    t.m33 = w * w * k + c
    return t
}

/// `CATransform3DTranslate(t, …)`: the translation first, then `t`.
func CATransform3DTranslate(_ t: CATransform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

func CATransform3DRotate(_ t: CATransform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

func CATransform3DScale(_ t: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// nicklockwood/iCarousel 1.8's geometry (`iCarousel/iCarousel.m`), ported
/// line by line for iOS (`ICAROUSEL_IOS`): `alphaForItemWithOffset:`,
/// `transformForItemViewWithOffset:`, `offsetForItemAtIndex:`,
/// `circularCarouselItemCount`, `updateNumberOfVisibleItems`, the index
/// window of `loadUnloadViews`, the back-face rule of `transformItemView:`
/// and `compareViewDepth`. The delegate's `valueForOption:withDefault:` is
/// `options`: an option present there replaces the default. No placeholders.
final class ICarouselOracle {
    enum iCarouselType: String { // swiftlint:disable:this type_name
        case linear, rotary, invertedRotary, cylinder, invertedCylinder, wheel, invertedWheel
        case coverFlow, coverFlow2, timeMachine, invertedTimeMachine, custom
    }

    enum iCarouselOption: Hashable { // swiftlint:disable:this type_name
        case wrap, showBackfaces, offsetMultiplier, visibleItems, count, arc, angle, radius, tilt, spacing
        case fadeMin, fadeMax, fadeRange, fadeMinAlpha
    }

    static let MAX_VISIBLE_ITEMS = 30

    var _type: iCarouselType = .linear
    var _perspective = -1.0 / 500.0
    var _viewpointOffset = (width: 0.0, height: 0.0)
    var _vertical = false
    var _itemWidth = 0.0
    var _numberOfItems = 0
    let _numberOfPlaceholdersToShow = 0
    var _scrollOffset = 0.0
    var _toggle = 0.0
    var bounds = (width: 0.0, height: 0.0)
    var options: [iCarouselOption: Double] = [:]

    var _wrapEnabled = false
    var _numberOfVisibleItems = 0

    func valueForOption(_ option: iCarouselOption, withDefault value: Double) -> Double {
        options[option] ?? value
    }

    /// `layOutItemViews`' wrap and `updateNumberOfVisibleItems`.
    func layOutItemViews() {
        switch _type {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel:
            _wrapEnabled = true
        case .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine, .linear, .custom:
            _wrapEnabled = false
        }
        _wrapEnabled = valueForOption(.wrap, withDefault: _wrapEnabled ? 1 : 0) != 0
        updateNumberOfVisibleItems()
    }

    func alphaForItemWithOffset(_ offset: Double) -> Double {
        var fadeMin = -Double.infinity
        var fadeMax = Double.infinity
        var fadeRange = 1.0
        var fadeMinAlpha = 0.0
        switch _type {
        case .timeMachine: fadeMax = 0.0
        case .invertedTimeMachine: fadeMin = 0.0
        default: break
        }
        fadeMin = valueForOption(.fadeMin, withDefault: fadeMin)
        fadeMax = valueForOption(.fadeMax, withDefault: fadeMax)
        fadeRange = valueForOption(.fadeRange, withDefault: fadeRange)
        fadeMinAlpha = valueForOption(.fadeMinAlpha, withDefault: fadeMinAlpha)

        var factor = 0.0
        if offset > fadeMax {
            factor = offset - fadeMax
        } else if offset < fadeMin {
            factor = fadeMin - offset
        }
        return 1.0 - MIN(factor, fadeRange) / fadeRange * (1.0 - fadeMinAlpha)
    }

    func transformForItemViewWithOffset(_ offset: Double) -> CATransform3D {
        var offset = offset
        var transform = CATransform3DIdentity
        transform.m34 = _perspective
        transform = CATransform3DTranslate(transform, -_viewpointOffset.width, -_viewpointOffset.height, 0.0)

        switch _type {
        case .custom:
            return transform
        case .linear:
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            if _vertical {
                return CATransform3DTranslate(transform, 0.0, offset * _itemWidth * spacing, 0.0)
            } else {
                return CATransform3DTranslate(transform, offset * _itemWidth * spacing, 0.0, 0.0)
            }
        case .rotary, .invertedRotary:
            let count = Double(circularCarouselItemCount())
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            let arc = valueForOption(.arc, withDefault: Double.pi * 2.0)
            var radius = valueForOption(.radius, withDefault: MAX(_itemWidth * spacing / 2.0, _itemWidth * spacing / 2.0 / tan(arc / 2.0 / count)))
            var angle = valueForOption(.angle, withDefault: offset / count * arc)
            if _type == .invertedRotary {
                radius = -radius
                angle = -angle
            }
            if _vertical {
                return CATransform3DTranslate(transform, 0.0, radius * sin(angle), radius * cos(angle) - radius)
            } else {
                return CATransform3DTranslate(transform, radius * sin(angle), 0.0, radius * cos(angle) - radius)
            }
        case .cylinder, .invertedCylinder:
            let count = Double(circularCarouselItemCount())
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            let arc = valueForOption(.arc, withDefault: Double.pi * 2.0)
            var radius = valueForOption(.radius, withDefault: MAX(0.01, _itemWidth * spacing / 2.0 / tan(arc / 2.0 / count)))
            var angle = valueForOption(.angle, withDefault: offset / count * arc)
            if _type == .invertedCylinder {
                radius = -radius
                angle = -angle
            }
            if _vertical {
                transform = CATransform3DTranslate(transform, 0.0, 0.0, -radius)
                transform = CATransform3DRotate(transform, angle, -1.0, 0.0, 0.0)
                return CATransform3DTranslate(transform, 0.0, 0.0, radius + 0.01)
            } else {
                transform = CATransform3DTranslate(transform, 0.0, 0.0, -radius)
                transform = CATransform3DRotate(transform, angle, 0.0, 1.0, 0.0)
                return CATransform3DTranslate(transform, 0.0, 0.0, radius + 0.01)
            }
        case .wheel, .invertedWheel:
            let count = Double(circularCarouselItemCount())
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            let arc = valueForOption(.arc, withDefault: Double.pi * 2.0)
            var radius = valueForOption(.radius, withDefault: _itemWidth * spacing * count / arc)
            var angle = valueForOption(.angle, withDefault: arc / count)
            if _type == .invertedWheel {
                radius = -radius
                angle = -angle
            }
            if _vertical {
                transform = CATransform3DTranslate(transform, -radius, 0.0, 0.0)
                transform = CATransform3DRotate(transform, angle * offset, 0.0, 0.0, 1.0)
                return CATransform3DTranslate(transform, radius, 0.0, offset * 0.01)
            } else {
                transform = CATransform3DTranslate(transform, 0.0, radius, 0.0)
                transform = CATransform3DRotate(transform, angle * offset, 0.0, 0.0, 1.0)
                return CATransform3DTranslate(transform, 0.0, -radius, offset * 0.01)
            }
        case .coverFlow, .coverFlow2:
            let tilt = valueForOption(.tilt, withDefault: 0.9)
            let spacing = valueForOption(.spacing, withDefault: 0.25)
            var clampedOffset = MAX(-1.0, MIN(1.0, offset))
            if _type == .coverFlow2 {
                if _toggle > 0.0 {
                    if offset <= -0.5 {
                        clampedOffset = -1.0
                    } else if offset <= 0.5 {
                        clampedOffset = -_toggle
                    } else if offset <= 1.5 {
                        clampedOffset = 1.0 - _toggle
                    }
                } else {
                    if offset > 0.5 {
                        clampedOffset = 1.0
                    } else if offset > -0.5 {
                        clampedOffset = -_toggle
                    } else if offset > -1.5 {
                        clampedOffset = -1.0 - _toggle
                    }
                }
            }
            let x = (clampedOffset * 0.5 * tilt + offset * spacing) * _itemWidth
            let z = fabs(clampedOffset) * -_itemWidth * 0.5
            if _vertical {
                transform = CATransform3DTranslate(transform, 0.0, x, z)
                return CATransform3DRotate(transform, -clampedOffset * M_PI_2 * tilt, -1.0, 0.0, 0.0)
            } else {
                transform = CATransform3DTranslate(transform, x, 0.0, z)
                return CATransform3DRotate(transform, -clampedOffset * M_PI_2 * tilt, 0.0, 1.0, 0.0)
            }
        case .timeMachine, .invertedTimeMachine:
            var tilt = valueForOption(.tilt, withDefault: 0.3)
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            if _type == .invertedTimeMachine {
                tilt = -tilt
                offset = -offset
            }
            if _vertical {
                return CATransform3DTranslate(transform, 0.0, offset * _itemWidth * tilt, offset * _itemWidth * spacing)
            } else {
                return CATransform3DTranslate(transform, offset * _itemWidth * tilt, 0.0, offset * _itemWidth * spacing)
            }
        }
    }

    /// `compareViewDepth`: true when `t1`'s view goes below `t2`'s
    /// (`NSOrderedAscending`), `t3` being the current item's transform.
    func compareViewDepth(_ t1: CATransform3D, _ t2: CATransform3D, current t3: CATransform3D) -> Bool {
        let z1 = t1.m13 + t1.m23 + t1.m33 + t1.m43
        let z2 = t2.m13 + t2.m23 + t2.m33 + t2.m43
        var difference = z1 - z2
        if difference == 0.0 {
            if _vertical {
                let y1 = t1.m12 + t1.m22 + t1.m32 + t1.m42
                let y2 = t2.m12 + t2.m22 + t2.m32 + t2.m42
                let y3 = t3.m12 + t3.m22 + t3.m32 + t3.m42
                difference = fabs(y2 - y3) - fabs(y1 - y3)
            } else {
                let x1 = t1.m11 + t1.m21 + t1.m31 + t1.m41
                let x2 = t2.m11 + t2.m21 + t2.m31 + t2.m41
                let x3 = t3.m11 + t3.m21 + t3.m31 + t3.m41
                difference = fabs(x2 - x3) - fabs(x1 - x3)
            }
        }
        return difference < 0.0
    }

    func offsetForItemAtIndex(_ index: Int) -> Double {
        var offset = Double(index) - _scrollOffset
        if _wrapEnabled {
            if offset > Double(_numberOfItems) / 2.0 {
                offset -= Double(_numberOfItems)
            } else if offset < -Double(_numberOfItems) / 2.0 {
                offset += Double(_numberOfItems)
            }
        }
        return offset
    }

    /// The end of `transformItemView:atIndex:`: whether the view is hidden.
    func isHidden(_ transform: CATransform3D) -> Bool {
        var showBackfaces = true  // view.layer.doubleSided
        if showBackfaces {
            switch _type {
            case .invertedCylinder: showBackfaces = false
            default: showBackfaces = true
            }
        }
        showBackfaces = valueForOption(.showBackfaces, withDefault: showBackfaces ? 1 : 0) != 0
        return !(showBackfaces ? true : (transform.m33 > 0.0))
    }

    func updateNumberOfVisibleItems() {
        switch _type {
        case .linear:
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            var width = _vertical ? bounds.height : bounds.width
            width -= 0  // _vertical ? self.contentOffset.height : self.contentOffset.width
            let itemWidth = _itemWidth * spacing
            _numberOfVisibleItems = Int(ceil(width / itemWidth) + 2)
        case .coverFlow, .coverFlow2:
            let spacing = valueForOption(.spacing, withDefault: 0.25)
            let width = _vertical ? bounds.height : bounds.width
            let itemWidth = _itemWidth * spacing
            _numberOfVisibleItems = Int(ceil(width / itemWidth) + 2)
        case .rotary, .cylinder:
            _numberOfVisibleItems = circularCarouselItemCount()
        case .invertedRotary, .invertedCylinder:
            _numberOfVisibleItems = Int(ceil(Double(circularCarouselItemCount()) / 2.0))
        case .wheel, .invertedWheel:
            let count = Double(circularCarouselItemCount())
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            let arc = valueForOption(.arc, withDefault: Double.pi * 2.0)
            let radius = valueForOption(.radius, withDefault: _itemWidth * spacing * count / arc)
            if radius - _itemWidth / 2.0 < MIN(bounds.width, bounds.height) / 2.0 {
                _numberOfVisibleItems = Int(count)
            } else {
                _numberOfVisibleItems = Int(ceil(count / 2.0) + 1)
            }
        case .timeMachine, .invertedTimeMachine, .custom:
            _numberOfVisibleItems = Self.MAX_VISIBLE_ITEMS
        }
        _numberOfVisibleItems = MIN(Self.MAX_VISIBLE_ITEMS, _numberOfVisibleItems)
        _numberOfVisibleItems = Int(valueForOption(.visibleItems, withDefault: Double(_numberOfVisibleItems)))
        _numberOfVisibleItems = MAX(0, MIN(_numberOfVisibleItems, _numberOfItems + _numberOfPlaceholdersToShow))
    }

    func circularCarouselItemCount() -> Int {
        var count = 0
        switch _type {
        case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel:
            let spacing = valueForOption(.spacing, withDefault: 1.0)
            let width = _vertical ? bounds.height : bounds.width
            count = Int(MIN(Double(Self.MAX_VISIBLE_ITEMS), MAX(12, ceil(width / (spacing * _itemWidth)) * .pi)))
            count = MIN(_numberOfItems + _numberOfPlaceholdersToShow, count)
        case .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine, .linear, .custom:
            return _numberOfItems + _numberOfPlaceholdersToShow
        }
        return Int(valueForOption(.count, withDefault: Double(count)))
    }

    func clampedIndex(_ index: Int) -> Int {
        if _numberOfItems == 0 {
            return -1
        } else if _wrapEnabled {
            return index - Int(floor(Double(index) / Double(_numberOfItems))) * _numberOfItems
        } else {
            return MIN(MAX(0, index), MAX(0, _numberOfItems - 1))
        }
    }

    func clampedOffset(_ offset: Double) -> Double {
        if _numberOfItems == 0 {
            return -1.0
        } else if _wrapEnabled {
            return offset - floor(offset / Double(_numberOfItems)) * Double(_numberOfItems)
        } else {
            return MIN(MAX(0.0, offset), MAX(0.0, Double(_numberOfItems) - 1.0))
        }
    }

    var currentItemIndex: Int { clampedIndex(Int(round(_scrollOffset))) }

    /// The indices `loadUnloadViews` keeps loaded (those of alpha ≠ 0), in window order.
    func visibleIndices() -> [Int] {
        var visible: [Int] = []
        let min = -Int(ceil(Double(_numberOfPlaceholdersToShow) / 2.0))
        let max = _numberOfItems - 1 + _numberOfPlaceholdersToShow / 2
        var offset = currentItemIndex - _numberOfVisibleItems / 2
        if !_wrapEnabled {
            offset = MAX(min, MIN(max - _numberOfVisibleItems + 1, offset))
        }
        for i in 0..<_numberOfVisibleItems {
            var index = i + offset
            if _wrapEnabled {
                index = clampedIndex(index)
            }
            let alpha = alphaForItemWithOffset(offsetForItemAtIndex(index))
            if alpha != 0 {
                visible.append(index)
            }
        }
        return visible
    }
}

/// `M_PI_2` of `<math.h>`.
let M_PI_2 = Double.pi / 2

/// C's `MIN`/`MAX` macros.
func MIN<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? a : b }
func MAX<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
