import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

/// The display helpers every scene shares, written once: dates and times in the convention's
/// zone, a room's name where space is tight, and trimmed text.
@Suite("Display helpers shared by the modules")
struct DisplayHelpersTests {
    private typealias Sample = SampleConvention
    private let calendar = FixedOffsetConventionCalendar()

    @Test("Given an event past midnight, when its times are written, then they are local, start to end")
    func timesAreLocal() {
        #expect(calendar.formattedTimes(from: Sample.danceParty.start, to: Sample.danceParty.end) == "21:00–02:00")
    }

    @Test("Given an instant, when its date and time are written, then both are local")
    func dateAndTime() {
        let instant = Sample.local(Sample.day2, 0, 30)
        #expect(calendar.formattedDateAndTime(instant) == "\(calendar.formattedDate(Sample.day2.date)) 00:30")
        #expect(calendar.formattedDate(containing: instant) == calendar.formattedDate(Sample.day2.date))
    }

    @Test("Given rooms with and without a short name, when listed, then the short name is used when there is one")
    func roomNames() {
        #expect(Sample.mainStage.listedName == "Main Stage")
        #expect(Sample.panelRoom.listedName == "Panel Room")
    }

    @Test(
        "Given text with white space and Windows line ends, when trimmed or normalized, then only the ends go, and line ends become \\n"
    )
    func trimming() {
        #expect(DisplayText.trimmed(" \t fursuit  parade \n") == "fursuit  parade")
        #expect(DisplayText.trimmed("   ") == "")
        #expect(DisplayText.trimmed("x"[...]) == "x")
        #expect(DisplayText.normalized("\r\n Line one\r\nLine two\r ") == "Line one\nLine two")
        #expect(DisplayText.nonEmpty(" \r\n ") == nil)
    }

    @Test(
        "Given pictures the Core knows of, when made display values, then their size and format are said, with the bytes when kept"
    )
    func pictures() {
        let venue = Sample.venueImage
        #expect(PictureViewModel(.none, in: ModuleTexts.english) == nil)
        #expect(
            PictureViewModel(.notDownloaded(venue), in: ModuleTexts.english)
                == PictureViewModel(
                    bytes: nil, width: 1000, height: 800, description: "1000 × 800 PNG"))
        let marker = PictureViewModel.Marker(x: 200, y: 300, radius: 50)
        #expect(
            PictureViewModel(.downloaded(venue, bytes: [1, 2]), marker: marker, in: ModuleTexts.english)
                == PictureViewModel(
                    bytes: [1, 2], width: 1000, height: 800, description: "1000 × 800 PNG", marker: marker))
        #expect(PictureViewModel(.notDownloaded(Sample.sketchyThumbnail), in: ModuleTexts.english)?.description == "64 × 64 JPEG")
        let unsized = ImageReference(id: "image-unsized", mimeType: "image/webp")
        #expect(PictureViewModel(.notDownloaded(unsized), in: ModuleTexts.english)?.description == "WebP")
        #expect(PictureViewModel(.notDownloaded(unsized), in: ModuleTexts.english)?.hasKnownSize == false)
        #expect(
            PictureViewModel(.notDownloaded(ImageReference(id: "image-unknown", width: 3, height: 2)), in: ModuleTexts.english)?
                .description
                == "3 × 2 picture")
        #expect(
            PictureViewModel(.notDownloaded(ImageReference(id: "image-unknown", width: 3, height: 2)), in: ModuleTexts.german)?
                .description == "3 × 2 Bild")
    }
}
