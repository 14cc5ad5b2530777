import ConbookCore
import ConbookModuleKit

/// Reads a friend's picks against the schedule as display values, and takes them over as favourites.
@MainActor
struct SharedPicksInteractor {
    let sharePicks: SharePicksUseCase
    let friendsLists: FriendsListsUseCase
    let calendar: any ConventionCalendar
    let conventionName: () -> String?
    let texts: ModuleWords<SharedPicksText>

    /// The picks as they read now: the display values and the listed events' ids, row by row.
    func listing(of picks: SharedPicks, status: String?) -> (viewModel: SharedPicksViewModel, ids: [Event.ID]) {
        let page: SharedPicksPage
        do throws(ShareCodeError) {
            page = try sharePicks.page(of: picks)
        } catch {
            let reason = ShareCodeErrorWording.text(of: error, currentName: conventionName(), language: texts.language)
            return (SharedPicksViewModel(title: title(of: picks), summary: "", rows: [], emptyMessage: reason), [])
        }
        let rows = page.events.map { scheduled in
            SharedPickRowViewModel(
                eventID: scheduled.event.id.rawValue,
                title: scheduled.event.title,
                when:
                    "\(calendar.formattedDate(containing: scheduled.event.start)) \(calendar.formattedTimes(from: scheduled.event.start, to: scheduled.event.end))",
                room: scheduled.room.name, isFavourite: scheduled.isFavourite)
        }
        let values = [
            "count": "\(page.events.count + page.missingCount)", "missing": "\(page.missingCount)",
            "convention": conventionName() ?? texts(.sharedPicksThisConvention),
        ]
        let summary = texts(page.missingCount == 0 ? .sharedPicksSummary : .sharedPicksSummaryMissing, values)
        return (
            SharedPicksViewModel(
                title: title(of: picks), summary: summary, rows: rows,
                emptyMessage: rows.isEmpty ? texts(.sharedPicksEmpty) : nil, status: status),
            page.events.map(\.id)
        )
    }

    /// Makes every listed event a favourite; says what it did.
    func addAll(of picks: SharedPicks) -> String {
        do {
            let added = try sharePicks.addAll(try sharePicks.page(of: picks))
            return added == 0 ? texts(.sharedPicksAddedNone) : texts(.sharedPicksAdded, ["count": "\(added)"])
        } catch let error as ShareCodeError {
            return ShareCodeErrorWording.text(of: error, currentName: conventionName(), language: texts.language)
        } catch {
            return reason(of: error)
        }
    }

    /// Marks or unmarks one event; says what it did.
    func setFavourite(_ id: Event.ID, titled title: String, _ isFavourite: Bool) -> String {
        do throws(StoreError) {
            try sharePicks.setFavourite(id, isFavourite)
            return texts(isFavourite ? .sharedPicksAddedOne : .sharedPicksRemovedOne, ["title": title])
        } catch {
            return ErrorWording.text(of: error, in: texts.shared)
        }
    }

    /// Keeps the picks as a friend's list; says what it did, or why it could not.
    func keep(_ picks: SharedPicks, as name: String) -> String {
        do throws(FriendsListError) {
            let kept = try friendsLists.keep(picks, as: name)
            return texts(.sharedPicksKept, ["name": kept, "filterByFriend": texts.action(.filterByFriend(name: kept))])
        } catch {
            return FriendsListErrorWording.text(
                of: error, currentName: conventionName(), language: texts.language, actions: texts.actions)
        }
    }

    private func reason(of error: any Error) -> String {
        (error as? StoreError).map { ErrorWording.text(of: $0, in: texts.shared) } ?? "\(error)"
    }

    private func title(of picks: SharedPicks) -> String {
        picks.sharerName.map { texts(.sharedPicksTitleNamed, ["name": $0]) } ?? texts(.sharedPicksTitle)
    }
}
