import ConbookPrograms
public import Foundation

/// Python's `jsonschema` package (PyPI), an independent JSON Schema validator, through
/// `Tests/Peers/schedule2_validate.py`: whether a c3voc schedule2 document satisfies its schema.
public enum Schedule2SchemaPeer {
    /// The validator's verdict.
    public struct Verdict: Decodable, Sendable {
        /// Whether the document satisfies the schema.
        public var valid: Bool
        /// Each violation as `path: message`.
        public var errors: [String]
        /// The length of `schedule.events`; nil when there is no such list.
        public var events: Int?
    }

    /// Validates a document against a schema with the peer.
    /// - Parameters:
    ///   - document: the schedule2 JSON file.
    ///   - schema: the JSON Schema file.
    /// - Throws: `PeerProgram.Missing` when Python or its `jsonschema` is not installed, or the
    ///   peer's message when it cannot read the files.
    public static func validate(_ document: URL, against schema: URL) throws -> Verdict {
        let python = try PeerProgram("python3")
        let run = try python.run([PeerProgram.scripts.appending(path: "schedule2_validate.py").path, schema.path, document.path])
        if run.status != 0, run.errors.contains("No module named 'jsonschema'") {
            throw PeerProgram.Missing(description: "Python's jsonschema is not installed; run .ci/test-peers")
        }
        guard run.status == 0 else {
            throw PeerProgram.Missing(description: "jsonschema could not read the files: \(run.errors)")
        }
        return try JSONDecoder().decode(Verdict.self, from: Data(run.output.utf8))
    }
}
