#pragma once

#include "engine/basicposition.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace c4 {

// Exact scores of the early positions of one board, looked up instead of
// solved. The standard 7x6 book ships inside the binary (generated from
// resources/book/book-7x6.bin at build time), so no file is needed at run
// time. It is made by `connect4-cli book` with the project's own solver.
//
// Entries are keyed by the smaller of the position's key (current + mask,
// 49 bits on 7x6) and the key of its left-right mirror, so a position and
// its mirror share one entry. Each entry is one 64-bit word:
//   bits 8..63  key of the canonical (smaller) side
//   bits 0..7   score for the side to move, as a signed byte
// The words are sorted, so a lookup is a binary search.
//
// Packed form (resources/book/*.bin, little-endian):
//   offset 0   "C4BK"
//   offset 4   format version (1)
//   offset 5   width, height, connect (one byte each)
//   offset 8   maxPly as a signed byte (-1: no complete ply)
//   offset 9   three zero bytes
//   offset 12  entry count, 32 bits
//   offset 16  the entries, 8 bytes each, ascending
class OpeningBook {
public:
    struct Entry {
        uint64_t key = 0;  // canonical key (see keyOf)
        int score = 0;     // exact score for the side to move
    };

    // An empty book of the standard board (maxPly -1).
    OpeningBook() = default;

    // The shipped 7x6 book, embedded in the binary.
    static const OpeningBook& standard();

    // The exact score for the side to move, if p is in the book (a book of
    // another board spec never has it).
    std::optional<int> score(const BasicPosition<uint64_t>& p) const;

    // Every position up to this ply (that is not already won) is in the
    // book; -1 when not even the empty board is. Deeper positions may still
    // be present (a partly generated ply).
    int maxPly() const { return maxPly_; }
    size_t size() const { return words_.size(); }
    const BoardSpec& spec() const { return spec_; }

    // The book key: min(key, mirrored key) of a position whose board fits
    // 64 bits, the same for a position and its mirror.
    static uint64_t keyOf(const BasicPosition<uint64_t>& p);

    // A book from entries (any order; keys must be unique and scores within
    // a signed byte).
    static OpeningBook fromEntries(const BoardSpec& spec, int maxPly, std::vector<Entry> entries);

    // Reads the packed form. On failure returns nothing and sets *error to
    // what is wrong.
    static std::optional<OpeningBook> fromBytes(std::span<const unsigned char> bytes, std::string* error);
    // Writes the packed form.
    std::vector<unsigned char> toBytes() const;

private:
    BoardSpec spec_ = BoardSpec::standard();
    int maxPly_ = -1;
    std::vector<uint64_t> words_;  // (key << 8) | uint8_t(score), ascending
};

}  // namespace c4
