import CollectionLayout
import Foundation
import Testing

/// The designer's help page (F1, Help) shipped with the app.
@Suite struct HelpPageTests {
    /// It names every variable, function and step of the language and shows every example.
    @Test func theHelpPageCoversTheWholeLanguage() throws {
        let page = try String(contentsOfFile: CLIRunner.repositoryRoot + "/Resources/help/designer.html", encoding: .utf8)
        for variable in ExpressionVariable.allCases { #expect(page.contains("<code>\(variable.rawValue)</code>"), "\(variable)") }
        for function in ExpressionFunction.allCases { #expect(page.contains("<code>\(function.rawValue)("), "\(function)") }
        for step in ExpressionReference.steps { #expect(page.contains(step.syntax), "\(step.syntax)") }
        for example in ExpressionReference.examples {
            #expect(page.contains(example.transform), "\(example.title)")
            #expect(example.alpha == "1" || page.contains(example.alpha), "\(example.title) alpha")
            #expect((try? TransformChain(example.transform)) != nil && (try? LayoutExpression(example.alpha)) != nil)
        }
    }
}
