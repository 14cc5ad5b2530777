import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("File convention API")
struct FileConventionAPITests {
    @Test("Given the real full sync file, when fetched with or without since, then the whole file is answered")
    func wholeFileEveryTime() async throws {
        let api = FileConventionAPI(fileURL: Fixtures.url(Fixtures.fullSync))

        let full = try await api.fetchChanges(since: nil)
        let delta = try await api.fetchChanges(since: full.serverTime)

        #expect(full[Event.self].changed.count == 210)
        #expect(delta == full)
    }

    @Test("Given no file at the path, when fetched, then it is unreachable naming the path")
    func missingFile() async {
        let api = FileConventionAPI(fileURL: URL(fileURLWithPath: "/nonexistent/conbook/sync.json"))
        await #expect(throws: ConventionAPIError.unreachable("no file at /nonexistent/conbook/sync.json")) {
            try await api.fetchChanges(since: nil)
        }
    }

    @Test("Given a directory at the path, when fetched, then it is unreachable")
    func directoryInstead() async throws {
        try await withTemporaryDirectory { directory in
            let api = FileConventionAPI(fileURL: directory)
            await #expect(throws: ConventionAPIError.unreachable("\(directory.path) is a directory, not a file")) {
                try await api.fetchChanges(since: nil)
            }
        }
    }

    @Test("Given a file over the size limit, when fetched, then it is too large")
    func tooLarge() async throws {
        let api = FileConventionAPI(fileURL: Fixtures.url(Fixtures.fullSync), maximumFileBytes: 100_000)
        await #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 100_000)) {
            try await api.fetchChanges(since: nil)
        }
        #expect(FileConventionAPI(fileURL: Fixtures.url(Fixtures.fullSync)).maximumFileBytes == 64 * 1024 * 1024)
    }

    @Test("Given a file of exactly the size limit, when fetched, then it is read; with a limit one byte smaller it is too large")
    func fileAtTheLimit() async throws {
        let url = Fixtures.url("EF26_DeleteRoom.json")
        let size = try Fixtures.data("EF26_DeleteRoom.json").count

        let response = try await FileConventionAPI(fileURL: url, maximumFileBytes: size).fetchChanges(since: nil)
        #expect(response[Room.self].deleted == ["2d5d9a98-aaca-4434-959d-99d20e675d3a"])
        await #expect(throws: ConventionAPIError.tooLarge(limitInBytes: size - 1)) {
            try await FileConventionAPI(fileURL: url, maximumFileBytes: size - 1).fetchChanges(since: nil)
        }
    }

    @Test("Given a file that is cut off, when fetched, then the decoder's truncation error comes through")
    func truncatedFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("cut.json")
            try Data(try Fixtures.data(Fixtures.fullSync).prefix(1000)).write(to: file)
            await #expect(
                throws: ConventionAPIError.truncated("the JSON ends after 1000 bytes, before the document is complete")
            ) {
                try await FileConventionAPI(fileURL: file).fetchChanges(since: nil)
            }
        }
    }
}
