import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge: groups, entries, search, sync")
struct KnowledgeTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(3600))

    private func titles(_ listings: [KnowledgeGroupListing]) -> [String] {
        listings.map { listing in "\(listing.group.name): " + listing.entries.map(\.title).joined(separator: ", ") }
    }

    @Test("Given the knowledge base, when listed, then groups come by order, each with its entries by order")
    func groupsByOrder() throws {
        let core = try ConbookTestContext()

        #expect(
            titles(core.conbook.browseKnowledge.groups()) == [
                "Travel: Parking, Shuttle bus", "Rules: Code of conduct", "Lost & Found: Lost and found",
            ])
    }

    @Test("Given a group of exactly one entry, when chosen, then that entry is the one to open; a group of several has none")
    func singleEntryOpensDirectly() throws {
        let core = try ConbookTestContext()

        #expect(core.conbook.browseKnowledge.group(Sample.lostFoundGroup.id)?.onlyEntry == Sample.lostFoundEntry)
        #expect(core.conbook.browseKnowledge.group(Sample.travelGroup.id)?.onlyEntry == nil)
        #expect(core.conbook.browseKnowledge.group("knowledge-nowhere") == nil)
    }

    @Test(
        "Given a search, when the knowledge base is searched, then entries whose title or text has words starting with every searched word are found, case and diacritics aside, in their groups",
        arguments: [
            ("shuttle", ["Travel: Shuttle bus"]),
            ("GARAGE", ["Travel: Parking"]),
            ("con ops", ["Lost & Found: Lost and found"]),
            ("Cón", ["Rules: Code of conduct", "Lost & Found: Lost and found"]),
            ("badge worn", ["Rules: Code of conduct"]),
            ("the", ["Travel: Parking, Shuttle bus", "Lost & Found: Lost and found"]),
            ("uttle", []),
            ("  ", ["Travel: Parking, Shuttle bus", "Rules: Code of conduct", "Lost & Found: Lost and found"]),
        ])
    func search(text: String, expected: [String]) throws {
        let core = try ConbookTestContext()

        #expect(titles(core.conbook.browseKnowledge.search(text)) == expected)
    }

    @Test("Given an entry, when viewed, then it has its group and its links sorted by name, each once")
    func entryWithLinks() throws {
        var entry = Sample.shuttleEntry
        entry.links.append(entry.links[0])
        entry.links.append(Link(name: "", target: .web("https://a.example")))
        var stored = Sample.stored
        stored.content[KnowledgeEntry.self].upsert(entry)
        let core = try ConbookTestContext(stored: stored)
        let view = core.conbook.viewKnowledgeEntry

        let shown = try #require(view.entry(entry.id))

        #expect(view.group(of: shown) == Sample.travelGroup)
        #expect(view.links(of: shown).map(\.name) == ["Ask the shuttle team", "", "Timetable"])
        #expect(view.entry("entry-nowhere") == nil)
    }

    @Test(
        "Given icon codes as sources send them, then only a private-use code point is an icon",
        arguments: [
            ("f129", "f129"), ("F0C0", "f0c0"), ("U+F3C5", "f3c5"), ("0xf1b0", "f1b0"), (" f129 ", "f129"),
            ("", nil), ("zz", nil), ("41", nil), ("d800", nil), ("110000", nil), ("fa-info", nil), ("ffffffffff", nil),
        ] as [(String, String?)])
    func icons(code: String, expected: String?) {
        #expect(KnowledgeIcon(code: code)?.code == expected)
    }

    @Test("Given stored knowledge, when a delta deletes a group, then its entries go with it and the rest stays")
    func deletingAGroupRemovesItsEntries() async throws {
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<KnowledgeGroup>(deleted: [Sample.travelGroup.id]))))

        _ = await core.conbook.refreshConvention.refresh()

        #expect(titles(core.conbook.browseKnowledge.groups()) == ["Rules: Code of conduct", "Lost & Found: Lost and found"])
        #expect(core.store.convention?.content[KnowledgeEntry.self].ids == [Sample.conductEntry.id, Sample.lostFoundEntry.id])
    }

    @Test(
        "Given stored knowledge, when a delta sends an entry of a group that does not exist and renames another, then the rename is applied and the stray entry skipped"
    )
    func entryOfAMissingGroupIsSkipped() async throws {
        let core = try ConbookTestContext()
        let stray = KnowledgeEntry(id: "entry-stray", groupID: "knowledge-nowhere", title: "Stray")
        var renamed = Sample.parkingEntry
        renamed.title = "Car park"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges(changed: [stray, renamed]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        let skipped = SkippedEntity(
            KnowledgeEntry.self, identifier: "entry-stray",
            reason: .missingReference(kind: "knowledgeGroup", identifier: "knowledge-nowhere"))
        #expect(outcome == .success(SyncSummary(wasFullSync: false, skipped: [skipped])))
        #expect(core.store.convention?.content[KnowledgeEntry.self][Sample.parkingEntry.id]?.title == "Car park")
        #expect(core.store.convention?.content[KnowledgeEntry.self].ids.contains("entry-stray") == false)
    }

    @Test("Given stored knowledge, when a delta removes every entry before inserting one, then only that one remains")
    func removeAllBeforeInsert() async throws {
        let core = try ConbookTestContext()
        var renamed = Sample.conductEntry
        renamed.title = "House rules"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges(removeAllBeforeInsert: true, changed: [renamed]))))

        _ = await core.conbook.refreshConvention.refresh()

        #expect(titles(core.conbook.browseKnowledge.groups()) == ["Travel: ", "Rules: House rules", "Lost & Found: "])
    }

    @Test("Given an entry with pictures no other entity uses, when a sync brings it, then each picture is downloaded and kept")
    func entryPicturesAreDownloaded() async throws {
        let bytes = Array("shuttle picture bytes".utf8)
        let picture = ImageReference(
            id: "image-shuttle", internalReference: "knowledge:shuttle", width: 10, height: 10, sizeInBytes: bytes.count,
            mimeType: "image/png", contentHash: "XOYmYrw/UI0Gb3nLrkXfjXPZRVw=")
        var content = Sample.content
        content[ImageReference.self].upsert(picture)
        var shuttle = Sample.shuttleEntry
        shuttle.imageIDs = [picture.id, Sample.venueImage.id]
        content[KnowledgeEntry.self].upsert(shuttle)
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                .fullSnapshot(
                    of: content, conventionIdentifier: Sample.identifier, serverTime: later)))
        var served = Sample.imageBytes.mapValues { Result<[UInt8], ConventionAPIError>.success($0) }
        served[picture.id] = .success(bytes)
        core.api.serveImages(served)

        _ = await core.conbook.refreshConvention.refresh()
        await core.settle()

        #expect(core.api.imageRequests.contains(picture.id))
        #expect(try core.imageStore.bytes(of: picture.id) == bytes)
    }
}
