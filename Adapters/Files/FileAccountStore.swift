public import ConbookCore
public import Foundation

/// The attendee's account (login tokens, profile, messages, unsent read marks) in one JSON file only its owner may
/// read (0600), in a directory only they may enter (0700), written atomically (see `PrivateFile`);
/// logging out removes the file. A file others may read is made private again when read. The
/// tokens are in the file and nowhere else: no error message names them. A file of the 2023 token
/// login (format 1) reads as `StoreError.outdated`: the attendee logs in again.
public final class FileAccountStore: AccountStore {
    /// The file, e.g. `<store>/accounts/EF27.json`.
    public let file: URL
    /// The largest file read: a larger one is refused as unreadable.
    public static let largestFile = 16 * 1024 * 1024

    /// Creates a store keeping the account in a file.
    public init(file: URL) {
        self.file = file
    }

    public func loadAccount() throws(StoreError) -> AccountState? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        makePrivate()
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(location: file.path, reason: "it cannot be opened (\(error.localizedDescription))")
        }
        guard data.count <= Self.largestFile else {
            throw .unreadable(location: file.path, reason: "it is larger than \(Self.largestFile) bytes")
        }
        let format: Int
        do {
            format = try JSONDecoder().decode(AccountRecord.FormatOnly.self, from: data).format
        } catch {
            throw .unreadable(location: file.path, reason: "it is not an account file Conbook wrote")
        }
        guard format <= AccountRecord.currentFormat else {
            throw .unreadable(location: file.path, reason: "it was written by a newer Conbook (format \(format))")
        }
        guard format > AccountRecord.tokenLoginFormat else {
            throw .outdated(
                location: file.path,
                reason: "it holds a login of the convention server's old token login, which it no longer accepts; log in again")
        }
        let record: AccountRecord
        do {
            record = try JSONDecoder().decode(AccountRecord.self, from: data)
        } catch {
            throw .unreadable(location: file.path, reason: "it is not an account file Conbook wrote")
        }
        return record.state
    }

    public func saveAccount(_ state: AccountState?) throws(StoreError) {
        do throws(PrivateFile.Failure) {
            guard let state else {
                try PrivateFile.remove(file)
                return
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let bytes: [UInt8]
            do {
                bytes = [UInt8](try encoder.encode(AccountRecord(state)))
            } catch {
                throw PrivateFile.Failure(reason: "the account could not be written as JSON")
            }
            try PrivateFile.makeDirectory(file.deletingLastPathComponent())
            try PrivateFile.write(bytes, to: file)
        } catch {
            throw .writeFailed(location: file.path, reason: error.reason)
        }
    }

    /// Takes away the rights of others on the file, should they have been given.
    private func makePrivate() {
        guard let mode = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.posixPermissions] as? Int,
            mode & 0o077 != 0
        else { return }
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }
}
