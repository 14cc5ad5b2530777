import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Aztec SVG reader: the code's modules from any writer's shapes, hostile pictures refused")
struct AztecSVGReaderTests {
    private static func read(_ svg: String) throws(AztecSVGError) -> BadgePass {
        try AztecSVGReader().read(Data(svg.utf8))
    }

    private static func picture(_ pass: BadgePass) -> [String] {
        pass.rows.map { row in String(row.map { $0 ? "X" : "." }) }
    }

    @Test(
        "Given zxing-cpp's pictures (a path of outlines with a DTD and background, rects per run in a quiet zone, a rect per module at an offset), when read, then each gives the code's modules exactly",
        arguments: [
            ("aztec-1234-zint-path.svg", "aztec-1234.txt"), ("aztec-1234-rects.svg", "aztec-1234.txt"),
            ("aztec-1234-modules.svg", "aztec-1234.txt"), ("aztec-long-rects.svg", "aztec-long.txt"),
        ])
    func readsFixtures(svg: String, modules: String) throws {
        let pass = try AztecSVGReader().read(try PassFixture.data(svg))

        #expect(pass.rows == (try PassFixture.modules(modules)))
    }

    @Test(
        "Given relative path commands, a white background, a light rect over a dark one and fills set by style, when read, then the modules follow the painting order"
    )
    func paintingOrderAndRelativePaths() throws {
        let pass = try Self.read(
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 10 10">
              <rect x="-2" y="-2" width="10" height="10" style="fill: #fff"/>
              <g fill="#000">
                <path d="m0,0 h6 v2 h-6 z M0 4 H2 V6 H0 Z"/>
                <rect x="4" y="4" width="2" height="2" fill="rgb(10,10,10)"/>
                <rect x="2" y="0" width="2" height="2" style="fill:white"/>
              </g>
            </svg>
            """)

        #expect(Self.picture(pass) == ["X.X", "...", "X.X"])
    }

    @Test("Given an even-odd path with a hole, when read, then the hole is light")
    func evenOddHole() throws {
        let pass = try Self.read(
            """
            <svg xmlns="http://www.w3.org/2000/svg"><path fill-rule="evenodd" d="M0 0h3v3h-3zM1 1h1v1h-1z"/></svg>
            """)

        #expect(Self.picture(pass) == ["XXX", "X.X", "XXX"])
    }

    @Test(
        "Given entities declared in the document type (an external file, a billion laughs), when read, then the picture is refused without expanding or fetching anything"
    )
    func entitiesRefused() throws {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg"><desc>&x;</desc><rect width="1" height="1"/></svg>
            """
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">"
        }
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [\(entities)]>
            <svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" fill="&lol9;"/><desc>&lol9;</desc></svg>
            """
        let undeclared = #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><desc>&x;</desc></svg>"#

        for svg in [external, laughs, undeclared] {
            let clock = ContinuousClock()
            let started = clock.now
            #expect(throws: AztecSVGError.declarationsRefused) { try Self.read(svg) }
            #expect(clock.now - started < .seconds(2))
        }
    }

    @Test("Given broken or hostile pictures, when read, then each is refused with what is wrong, never a crash")
    func refusals() throws {
        let cases: [(String, AztecSVGError)] = [
            ("", .malformedXML("the picture is empty")),
            ("<html><body/></html>", .notSVG(root: "html")),
            (#"<svg xmlns="http://www.w3.org/2000/svg"><g fill="none"><rect width="4" height="4"/></g></svg>"#, .noModules),
            (#"<svg><rect width="3" height="2"/></svg>"#, .notSquare(columns: 3, rows: 2)),
            (#"<svg><circle cx="1" cy="1" r="1"/></svg>"#, .unsupported("a <circle> element")),
            (#"<svg><path d="M0 0 C 1 1 2 2 3 3"/></svg>"#, .unsupported("a path command `C` (curves and arcs draw no modules)")),
            (#"<svg><path d="M0 0 L 3 3 h1 Z"/></svg>"#, .unsupported("a slanted line in a path")),
            (#"<svg><g transform="scale(2)"><rect width="1" height="1"/></g></svg>"#, .unsupported("a transform (on a <g>)")),
            (#"<svg><rect width="big" height="1"/></svg>"#, .malformedShape(#"width="big" is not a number"#)),
            (#"<svg><rect width="1"/></svg>"#, .malformedShape("a <rect> without a width or a height")),
            (#"<svg><rect width="1" height="1" fill="url(#g)"/></svg>"#, .unsupported(#"the colour "url(#g)""#)),
            (
                #"<svg><rect width="0.0001" height="1"/></svg>"#,
                .malformedShape("a number is more precise than a thousandth of a unit")
            ),
            (
                #"<svg viewBox="0 0 4 4"><rect x="2" y="2" width="4" height="4"/></svg>"#,
                .offGrid("dark modules lie outside the picture's canvas")
            ),
            (
                #"<svg><rect width="1000" height="1000"/><rect x="1" y="1" width="1" height="1"/></svg>"#,
                .tooManyModules(1000, limit: 151)
            ),
            (
                #"<svg><rect width="15" height="15"/><rect x="0.001" y="0" width="1" height="1"/></svg>"#,
                .offGrid("")
            ),
        ]
        for (svg, expected) in cases {
            do {
                let pass = try Self.read(svg)
                Issue.record("\(svg) was read as \(pass.size) modules")
            } catch {
                if case .offGrid = expected, case .offGrid = error { continue }
                #expect(error == expected, "\(svg)")
            }
        }
        do {
            _ = try Self.read("<svg><rect width='1' height='1'/>")
            Issue.record("an unclosed document should be refused")
        } catch {
            guard case .malformedXML(let detail) = error else {
                Issue.record("expected malformedXML, got \(error)")
                return
            }
            #expect(detail.hasPrefix("line 1:"))
        }
    }

    @Test("Given a picture too large, too deeply nested or with too many shapes, when read, then it is refused by its limits")
    func limits() throws {
        let reader = AztecSVGReader(maximumBytes: 4096, maximumElements: 100, maximumCorners: 50, maximumDepth: 8)
        let large = "<svg>" + String(repeating: " ", count: 5000) + "</svg>"
        #expect(throws: AztecSVGError.tooLarge(bytes: 5011, limit: 4096)) { try reader.read(Data(large.utf8)) }
        let deep = "<svg>" + String(repeating: "<g>", count: 10) + String(repeating: "</g>", count: 10) + "</svg>"
        #expect(throws: AztecSVGError.tooComplex("its elements are nested deeper than 8 levels")) {
            try reader.read(Data(deep.utf8))
        }
        let many = "<svg>" + String(repeating: #"<rect width="1" height="1"/>"#, count: 101) + "</svg>"
        #expect(throws: AztecSVGError.tooComplex("it has more than 100 elements")) { try reader.read(Data(many.utf8)) }
        let corners = "<svg><path d=\"M0 0" + String(repeating: "h1v1", count: 30) + "Z\"/></svg>"
        #expect(throws: AztecSVGError.tooComplex("its paths have more than 50 corners")) {
            try reader.read(Data(corners.utf8))
        }
    }

    @Test(
        "Given the largest code (151 modules a side, a rect a module on a checkerboard), when read with the default limits, then it is read in bounded time"
    )
    func largestCode() throws {
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 151 151">"#
        for row in 0..<151 {
            for column in 0..<151 where (row + column) % 2 == 0 {
                svg += #"<rect x="\#(column)" y="\#(row)" width="1" height="1"/>"#
            }
        }
        svg += "</svg>"

        let pass = try Self.read(svg)

        #expect(pass.size == 151)
        #expect(pass.isDark(row: 0, column: 0) && !pass.isDark(row: 0, column: 1) && pass.isDark(row: 150, column: 150))
    }
}
