import ConbookQRCode
import Testing

@Suite("QR codes of share codes, made by libqrencode")
struct QRCodeMatrixTests {
    @Test("Given a short share code, when its QR code is made, then it is a square of 17 + 4 × version modules at level M")
    func shortCodeAtLevelM() throws {
        let matrix = try #require(QRCodeMatrix(alphanumeric: "CONBOOK:0424AHHJ6W00407H8DE7PJFB9ZBV52ZW126"))

        #expect(matrix.level == .medium)
        #expect(matrix.modules.count == 17 + 4 * matrix.version)
        #expect(matrix.modules.allSatisfy { $0.count == matrix.modules.count })
        // The finder pattern's dark corner, top left.
        #expect(matrix.modules[0][0] && matrix.modules[6][6] && !matrix.modules[1][1])
    }

    @Test(
        "Given texts too long for level M (3,391 alphanumeric characters at version 40) but not for L (4,296), when their QR code is made, then it is at level L; longer, there is none",
        arguments: [(3_391, QRCodeMatrix.Level.medium), (3_392, .low), (4_296, .low)])
    func fallsBackToLevelL(length: Int, level: QRCodeMatrix.Level) {
        #expect(QRCodeMatrix(alphanumeric: String(repeating: "7", count: length))?.level == level)
    }

    @Test(
        "Given a text too long even for level L, or with letters alphanumeric mode lacks, when a QR code is asked for, then there is none"
    )
    func none() {
        #expect(QRCodeMatrix(alphanumeric: String(repeating: "A", count: 4_297)) == nil)
        #expect(QRCodeMatrix(alphanumeric: "conbook:lower case") == nil)
    }
}
