import ConbookCore
import ConbookFiles
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@MainActor
@Suite("File account store: private, atomic, hostile files refused")
struct FileAccountStoreTests {
    private static func mode(of url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) & 0o777
    }

    @Test("Given a file account store, when the account contract runs, then it finds no violation")
    func contract() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "accounts/EF27.json")
        let contract = AccountStoreContract(makeStore: { (FileAccountStore(file: file), { FileAccountStore(file: file) }) })
        #expect(contract.violations() == [])
    }

    @Test(
        "Given a login, when saved, then the file is 0600 in a 0700 directory, holds the token, leaves no temporary file; a logout removes it"
    )
    func privateAndAtomic() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "accounts/EF27.json")
        let store = FileAccountStore(file: file)

        try store.saveAccount(AccountStoreContract.richState)

        #expect(try Self.mode(of: file) == 0o600)
        #expect(try Self.mode(of: file.deletingLastPathComponent()) == 0o700)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(SampleAttendee.token.secret))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["EF27.json"])
        try store.saveAccount(nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("Given an account file others may read, when read, then it is read and made private again")
    func loosenedModeTightened() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "EF27.json")
        let store = FileAccountStore(file: file)
        try store.saveAccount(AccountStoreContract.richState)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

        #expect(try store.loadAccount() == AccountStoreContract.richState)
        #expect(try Self.mode(of: file) == 0o600)
    }

    @Test(
        "Given a broken, foreign, newer or huge account file, when read, then it is unreadable with why (never its content), and it stays as it was",
        arguments: [
            ("{\"format\":1,\"credential\":", "it is not an account file Conbook wrote"),
            ("<html>SECRET</html>", "it is not an account file Conbook wrote"),
            (
                "{\"format\":9,\"credential\":{\"userID\":\"u\",\"username\":\"n\",\"registrationNumber\":1,\"token\":\"SECRET\","
                    + "\"validUntil\":0,\"issuer\":\"i\"},\"messages\":[],\"unsentReads\":[]}",
                "it was written by a newer Conbook (format 9)"
            ),
        ])
    func hostileFiles(content: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "EF27.json")
        try content.write(to: file, atomically: false, encoding: .utf8)

        #expect(throws: StoreError.unreadable(location: file.path, reason: reason)) {
            try FileAccountStore(file: file).loadAccount()
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == content)
    }

    @Test(
        "Given a place the account's directory cannot be made (a file stands there), when a login is saved, then the write fails with where, and nothing changes"
    )
    func unwritable() throws {
        let directory = try TemporaryDirectory()
        let blocker = try directory.write("not a directory", to: "accounts")
        let store = FileAccountStore(file: blocker.appending(path: "EF27.json"))

        #expect(throws: StoreError.self) { try store.saveAccount(AccountStoreContract.richState) }
        #expect(try store.loadAccount() == nil)
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a directory")
    }
}
