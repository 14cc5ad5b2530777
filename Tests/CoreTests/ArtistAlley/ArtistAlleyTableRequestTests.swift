import ConbookCore
import ConbookTesting
import Testing

@Suite("Artist Alley: a table request's checks, before anything is sent")
struct ArtistAlleyTableRequestTests {
    private func checked(
        _ change: (inout ArtistAlleyRequestForm) -> Void
    ) -> Result<ArtistAlleyTableRequest, ArtistAlleyRequestProblem> {
        var form = SampleAlley.form
        change(&form)
        do throws(ArtistAlleyRequestProblem) {
            return .success(try ArtistAlleyTableRequest(checking: form))
        } catch {
            return .failure(error)
        }
    }

    private func problem(_ change: (inout ArtistAlleyRequestForm) -> Void) -> ArtistAlleyRequestProblem? {
        if case .failure(let problem) = checked(change) { return problem }
        return nil
    }

    @Test(
        "Given a filled-in form, when checked, then it passes, trimmed, the table written plainly and the picture known as a PNG")
    func validForm() throws {
        let request = try checked {
            $0.displayName = "  Some Guy Art "
            $0.location = " 012 "
        }.get()

        #expect(request.displayName == "Some Guy Art")
        #expect(request.shortDescription == "Prints and stickers")
        #expect(request.location == "12")
        #expect(request.telegramHandle == "@some_guy")
        #expect(request.pictureType == .png)
        #expect(request.pictureType.mediaType == "image/png")
        #expect(request.pictureFileName == "table.png")
        #expect(request.picture == SampleAlley.pngBytes)
    }

    @Test("Given an empty or blank display name, when checked, then it is required", arguments: ["", "   ", "\n\t"])
    func displayNameRequired(name: String) {
        #expect(problem { $0.displayName = name } == .displayNameMissing)
    }

    @Test("Given an empty or blank description, when checked, then it is required", arguments: ["", "  "])
    func descriptionRequired(description: String) {
        #expect(problem { $0.shortDescription = description } == .descriptionMissing)
    }

    @Test(
        "Given a table that is not a whole number above zero, when checked, then it is refused as typed",
        arguments: ["", "0", "000", "-3", "+5", "1.5", "12a", "twelve", "١٢", "9999999999", "1 2"])
    func locationMustBeAPositiveNumber(location: String) {
        #expect(problem { $0.location = location } == .locationNotANumber(DisplayTrim.trim(location)))
    }

    @Test(
        "Given tables that are whole numbers above zero, when checked, then they pass", arguments: ["1", "7", "120", "999999999"])
    func positiveNumbersPass(location: String) throws {
        #expect(try checked { $0.location = location }.get().location == location)
    }

    @Test(
        "Given Telegram handles of 5 to 32 letters, digits or underscores, with or without @, or none, when checked, then they pass",
        arguments: ["", "abcde", "@abcde", "A_b_1", String(repeating: "x", count: 32), "@" + String(repeating: "9", count: 32)])
    func telegramHandlesPass(handle: String) throws {
        #expect(try checked { $0.telegramHandle = handle }.get().telegramHandle == handle)
    }

    @Test(
        "Given Telegram handles too short, too long, with other characters or two @, when checked, then they are refused",
        arguments: [
            "abcd", "@abcd", String(repeating: "x", count: 33), "@@abcde", "ab-cde", "äbcdef", "ab cde", "abcde@", "t.me/abcde",
        ])
    func telegramHandlesRefused(handle: String) {
        #expect(problem { $0.telegramHandle = handle } == .telegramHandleInvalid(handle))
    }

    @Test("Given no picture, when checked, then a picture is required")
    func pictureRequired() {
        #expect(problem { $0.picture = .none } == .pictureMissing)
    }

    @Test("Given a picture file that could not be read, when checked, then it says which and why")
    func pictureUnreadable() {
        #expect(
            problem { $0.picture = .unreadable(path: "missing.png", reason: "No such file or directory") }
                == .pictureUnreadable(path: "missing.png", reason: "No such file or directory"))
    }

    @Test("Given an empty picture file, when checked, then it is refused as empty")
    func pictureEmpty() {
        #expect(problem { $0.picture = .read(fileName: "empty.png", bytes: []) } == .pictureEmpty(fileName: "empty.png"))
    }

    @Test("Given a picture one byte over the limit, when checked, then it is refused as too large; at the limit it passes")
    func pictureSize() throws {
        let atLimit =
            SampleAlley.pngBytes
            + [UInt8](repeating: 0, count: ArtistAlleyTableRequest.largestPicture - SampleAlley.pngBytes.count)
        #expect(try checked { $0.picture = .read(fileName: "big.png", bytes: atLimit) }.get().picture.count == 4 * 1024 * 1024)
        #expect(
            problem { $0.picture = .read(fileName: "huge.png", bytes: atLimit + [0]) }
                == .pictureTooLarge(fileName: "huge.png", limitInBytes: 4 * 1024 * 1024))
    }

    @Test(
        "Given bytes that are no JPEG, PNG or WebP (whatever the file's name), when checked, then they are refused as no picture",
        arguments: [
            Array("hello".utf8), Array("GIF89a......".utf8), [0x89, 0x50, 0x4E, 0x47], Array("RIFF....WAVE".utf8), [0xFF, 0xD8],
            Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8),
        ])
    func notAnImage(bytes: [UInt8]) {
        #expect(
            problem { $0.picture = .read(fileName: "picture.png", bytes: bytes) } == .pictureNotAnImage(fileName: "picture.png"))
    }

    @Test("Given a JPEG and a WebP, when checked, then each is known by its first bytes")
    func jpegAndWebP() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        #expect(try checked { $0.picture = .read(fileName: "a.jpg", bytes: jpeg) }.get().pictureType == .jpeg)
        #expect(try checked { $0.picture = .read(fileName: "a.webp", bytes: webp) }.get().pictureType == .webp)
    }

    @Test("Given a form breaking two rules, when checked, then the first rule in the form's order is named")
    func firstProblemFirst() {
        #expect(
            problem {
                $0.displayName = ""
                $0.picture = .none
            } == .displayNameMissing)
    }
}

/// Trims as the checks do, for the expectations.
private enum DisplayTrim {
    static func trim(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
