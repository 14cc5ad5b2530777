import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite image store")
@MainActor
struct SQLiteImageStoreTests {
    private typealias Sample = SampleConvention
    private struct NotAnSQLiteImageStore: Error {}

    @Test(
        "Given a new database, when images are saved, read, replaced, removed and reopened, then it keeps the image store contract"
    )
    func keepsTheImageStoreContract() throws {
        var directories: [URL] = []
        defer { directories.forEach { try? FileManager.default.removeItem(at: $0) } }
        var files: [ObjectIdentifier: URL] = [:]
        let contract = ImageStoreContract(
            makeEmptyStore: {
                let directory = try makeTemporaryDirectory()
                directories.append(directory)
                let file = directory.appending(path: "conbook.sqlite")
                let store = try ConbookDatabase(fileURL: file).imageStore(for: "test")
                files[ObjectIdentifier(store)] = file
                return store
            },
            reopenStore: { store in
                guard let file = files[ObjectIdentifier(store)] else { throw NotAnSQLiteImageStore() }
                return try ConbookDatabase(fileURL: file).imageStore(for: "test")
            })
        #expect(contract.violations() == [])
    }

    @Test(
        "Given images kept, when looked at on disk, then each version is one 0600 file named by its SHA-1 in a 0700 directory next to the database, with nothing half-written"
    )
    func filesOnDisk() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).imageStore(for: "demo")

            try store.save(Sample.imageBytes[Sample.venueImage.id]!, for: Sample.venueImage)

            let images = directory.appending(path: "images")
            let names = try FileManager.default.contentsOfDirectory(atPath: images.path)
            #expect(names == ["f479f2bc52c2a8708ad9f726d3b5f55808645d37.png"])
            let fileMode =
                try FileManager.default.attributesOfItem(atPath: images.appending(path: names[0]).path)[.posixPermissions] as? Int
            let directoryMode = try FileManager.default.attributesOfItem(atPath: images.path)[.posixPermissions] as? Int
            #expect(fileMode == 0o600)
            #expect(directoryMode == 0o700)
        }
    }

    @Test(
        "Given two conventions keeping the same image, when one convention is removed, then the file stays for the other; when both are, it goes"
    )
    func filesAreSharedAcrossConventions() throws {
        try withTemporaryDirectory { directory in
            let database = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite"))
            for name in ["first", "second"] {
                try database.store(for: name).saveConvention(Sample.stored)
                try database.imageStore(for: name).save(Sample.imageBytes[Sample.denImage.id]!, for: Sample.denImage)
            }
            let images = directory.appending(path: "images")

            try database.removeConvention(named: "first")

            #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).count == 1)
            #expect(try database.imageStore(for: "second").bytes(of: Sample.denImage.id) == Sample.imageBytes[Sample.denImage.id])
            #expect(try database.imageStore(for: "first").storedImages().isEmpty)

            try database.removeConvention(named: "second")

            #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).isEmpty)
        }
    }

    @Test(
        "Given a kept image whose file was damaged (cut short), when read, then it reads as not kept rather than as wrong bytes")
    func damagedFilesReadAsMissing() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).imageStore(for: "demo")
            try store.save(Sample.imageBytes[Sample.venueImage.id]!, for: Sample.venueImage)
            let images = directory.appending(path: "images")
            let file = images.appending(path: try FileManager.default.contentsOfDirectory(atPath: images.path)[0])
            try Data("venue".utf8).write(to: file)

            #expect(try store.bytes(of: Sample.venueImage.id) == nil)
        }
    }

    @Test(
        "Given leftovers of an interrupted write and a file nothing keeps, when an image is saved, then they are cleaned away and the kept one stays"
    )
    func leftoversAreCleaned() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).imageStore(for: "demo")
            try store.save(Sample.imageBytes[Sample.venueImage.id]!, for: Sample.venueImage)
            let images = directory.appending(path: "images")
            try Data("half".utf8).write(to: images.appending(path: ".abc.png.partial-1234"))
            try Data("old".utf8).write(to: images.appending(path: "0000000000000000000000000000000000000000.png"))

            try store.save(Sample.imageBytes[Sample.denImage.id]!, for: Sample.denImage)

            #expect(
                try FileManager.default.contentsOfDirectory(atPath: images.path).sorted() == [
                    "f479f2bc52c2a8708ad9f726d3b5f55808645d37.png", "f925061887bfbfa980ec6c705cbfcf54f959d4c8.png",
                ])
        }
    }

    @Test("Given an image whose hash is not a Base64 SHA-1, when saved, then it is refused and nothing is kept")
    func refusesBadHashes() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).imageStore(for: "demo")
            var odd = Sample.venueImage
            odd.contentHash = "../../etc/passwd"

            #expect(throws: StoreError.self) { try store.save(Array("x".utf8), for: odd) }
            #expect(try store.storedImages().isEmpty)
        }
    }
}
