import ConbookCore
import Testing

@Suite("Badge pass: a square grid of modules")
struct BadgePassTests {
    @Test("Given square rows with a dark module, when a pass is made, then it keeps them module for module, light outside")
    func keepsTheGrid() throws {
        let pass = try BadgePass(rows: [[true, false], [false, true]], holderName: "Some Guy", registrationNumber: "42")

        #expect(pass.size == 2)
        #expect(pass.rows == [[true, false], [false, true]])
        #expect(pass.isDark(row: 1, column: 1) && !pass.isDark(row: 0, column: 1))
        #expect(!pass.isDark(row: -1, column: 0) && !pass.isDark(row: 0, column: 2))
        #expect(pass.holderName == "Some Guy" && pass.registrationNumber == "42")
    }

    @Test(
        "Given no rows, rows that are not a square, no dark module or too many modules, when a pass is made, then each says why")
    func refusals() {
        #expect(throws: BadgePassError.unreadableCode("the code has no modules")) { try BadgePass(rows: []) }
        #expect(throws: BadgePassError.unreadableCode("the code is not square: 2 rows of 1, 3 modules")) {
            try BadgePass(rows: [[true], [true, false, true]])
        }
        #expect(throws: BadgePassError.unreadableCode("the code has no dark module")) {
            try BadgePass(rows: [[false, false], [false, false]])
        }
        let huge = Array(repeating: Array(repeating: true, count: 152), count: 152)
        #expect(throws: BadgePassError.unreadableCode("the code has 152 rows, more than the 151 a code may have")) {
            try BadgePass(rows: huge)
        }
    }
}
