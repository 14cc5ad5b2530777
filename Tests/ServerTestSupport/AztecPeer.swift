import ConbookPrograms
public import Foundation

/// Python's `zxing-cpp` package (PyPI), an independent barcode reader, through
/// `Tests/Peers/aztec_decode.py`: the Aztec codes it reads in a picture (never inverted ones).
public enum AztecPeer {
    /// A code as the peer read it.
    public struct Code: Decodable, Sendable, Equatable {
        public var format: String
        public var text: String

        /// A code as the peer would report it.
        public init(format: String, text: String) {
            self.format = format
            self.text = text
        }
    }

    /// Writes a grid of modules as a greyscale picture (a binary PGM): `pixels` a module, dark
    /// modules black, light ones white.
    public static func picture(of modules: [[Bool]], pixelsPerModule pixels: Int, to file: URL) throws {
        let height = modules.count * pixels
        let width = (modules.first?.count ?? 0) * pixels
        var data = Data("P5\n\(width) \(height)\n255\n".utf8)
        for row in modules {
            let line = row.flatMap { dark in Array(repeating: UInt8(dark ? 0 : 255), count: pixels) }
            for _ in 0..<pixels { data.append(contentsOf: line) }
        }
        try data.write(to: file)
    }

    /// Reads the codes of a format (zxing-cpp's name: `Aztec`, `QRCode`…) in a picture with the peer.
    /// - Throws: `PeerProgram.Missing` when Python or its `zxing-cpp` is not installed, or the
    ///   peer's message when it cannot read the picture.
    public static func read(_ file: URL, format: String = "Aztec") throws -> [Code] {
        let python = try PeerProgram("python3")
        let run = try python.run([PeerProgram.scripts.appending(path: "aztec_decode.py").path, file.path, format])
        if run.status != 0, run.errors.contains("No module named 'zxingcpp'") {
            throw PeerProgram.Missing(description: "Python's zxing-cpp is not installed; run .ci/test-peers")
        }
        guard run.status == 0 else {
            throw PeerProgram.Missing(description: "zxing-cpp could not read the picture: \(run.errors)")
        }
        return try JSONDecoder().decode([Code].self, from: Data(run.output.utf8))
    }
}
