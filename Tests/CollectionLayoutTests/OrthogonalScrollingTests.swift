import CollectionLayout
import Foundation
import Testing

/// The six orthogonal scrolling behaviours against Apple's documented
/// meaning, for a table of releases in one section: a 400-point container,
/// groups 300 wide (0.75 of it) 10 apart, 16-point insets, ten groups.
@Suite struct OrthogonalScrollingTests {
    typealias B = OrthogonalScrollingBehavior
    let g = B.Geometry(containerWidth: 400, groupWidth: 300, interGroupSpacing: 10, leadingInset: 16,
                       trailingInset: 16, groupCount: 10)

    @Test func geometry() {
        #expect(g.pitch == 310 && g.contentWidth == 16 + 3000 + 90 + 16 && g.maximumOffset == 3122 - 400)
        #expect(g.centredOffset(ofGroup: 2) + 200 == 16 + 620 + 150, "group 2's centre at the container's")
    }

    /// (behaviour, current, velocity, projected, rest)
    static let releases: [(B, Double, Double, Double, Double)] = [
        // none: never moves sideways.
        (.none, 0, 3000, 900, 0), (.none, 0, -3000, -900, 0),
        // continuous: where the deceleration ends, within the content.
        (.continuous, 100, 800, 1234.5, 1234.5), (.continuous, 100, -800, -50, 0), (.continuous, 2000, 3000, 5000, 2722),
        // continuousGroupLeadingBoundary: free, then the nearest group leading edge.
        (.continuousGroupLeadingBoundary, 0, 2000, 1234, 1240), (.continuousGroupLeadingBoundary, 0, 600, 460, 310),
        (.continuousGroupLeadingBoundary, 1500, -3000, 100, 0), (.continuousGroupLeadingBoundary, 2000, 3000, 9000, 2722),
        // paging: one container width per swipe, multiples of 400 (the last page at the end).
        (.paging, 0, 1000, 600, 400), (.paging, 800, 5000, 3000, 1200), (.paging, 820, -1000, 500, 800),
        (.paging, 790, 50, 800, 800), (.paging, 2700, 900, 3000, 2722),
        // groupPaging: one group per swipe, on a group's leading edge.
        (.groupPaging, 0, 1000, 900, 310), (.groupPaging, 620, 9000, 3000, 930), (.groupPaging, 650, -1000, 100, 620),
        (.groupPaging, 700, 20, 700, 620),
        // groupPagingCentered: one group per swipe, that group centred.
        (.groupPagingCentered, 276, 1000, 900, 586), (.groupPagingCentered, 276, -1000, 0, 0),
        (.groupPagingCentered, 586, 8000, 3000, 896), (.groupPagingCentered, 600, 10, 600, 586),
    ]

    @Test func theTableOfReleases() {
        for (behaviour, current, velocity, projected, rest) in Self.releases {
            let got = behaviour.restOffset(projected: projected, current: current, velocity: velocity, geometry: g)
            #expect(abs(got - rest) < 1e-9, "\(behaviour) from \(current) at \(velocity) → \(projected): \(got), expected \(rest)")
        }
    }

    /// Random releases: each behaviour's rests are where Apple says they are.
    @Test func restsAreWhereEachBehaviourSays() {
        var random = SeededRandom(seed: 6)
        for _ in 0..<500 {
            let current = random.double(in: 0...g.maximumOffset)
            let velocity = random.double(in: -6000...6000)
            let projected = current + velocity * 0.5
            for behaviour in B.allCases {
                let x = behaviour.restOffset(projected: projected, current: current, velocity: velocity, geometry: g)
                #expect(x >= 0 && x <= g.maximumOffset)
                let atEnd = x == 0 || x == g.maximumOffset
                switch behaviour {
                case .none: #expect(x == 0)
                case .continuous: #expect(x == min(max(0, projected), g.maximumOffset))
                case .continuousGroupLeadingBoundary, .groupPaging:
                    #expect(atEnd || abs((x / g.pitch).rounded() * g.pitch - x) < 1e-9, "\(behaviour): \(x)")
                case .paging:
                    #expect(atEnd || abs((x / 400).rounded() * 400 - x) < 1e-9, "\(x)")
                    #expect(abs(x - current) <= 400 + 1e-9, "one page per swipe")
                case .groupPagingCentered:
                    let k = ((x + 200 - 16 - 150) / g.pitch).rounded()
                    #expect(atEnd || abs(g.centredOffset(ofGroup: Int(k)) - x) < 1e-9, "\(x)")
                }
                if behaviour == .groupPaging || behaviour == .groupPagingCentered {
                    #expect(abs(x - current) <= g.pitch + 1e-9, "one group per swipe")
                }
            }
        }
    }
}
