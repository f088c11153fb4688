#include "isolation.hpp"

#include "common/opencl/errors.hpp"

#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <system_error>

namespace ocltut::check {

namespace {

using Clock = std::chrono::steady_clock;

// What arrives from the child, as it arrives. Returns a new time limit,
// counted from now, when the bytes begin a new step.
using OnBytes = std::function<std::optional<std::chrono::seconds>(const std::string& bytes)>;

// Starts a child process; a failure to start is the user's to see, in words.
std::unique_ptr<platform::ChildProcess> start(const std::vector<std::string>& arguments,
                                              platform::ChildProcess::Output output, bool own_tree)
{
    try {
        return std::make_unique<platform::ChildProcess>(arguments, output, own_tree);
    } catch (const std::system_error& error) {
        throw UserError(std::string(error.what()));
    }
}

// The next wait: a tenth of a second at most, and not past the deadline.
std::chrono::milliseconds next_slice(Clock::time_point deadline)
{
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    return std::chrono::milliseconds(std::clamp<long long>(left.count(), 1, 100));
}

// Waits for `child` to end, handing what it writes through its pipe to
// `on_bytes` in the meantime. At the deadline, or on an interrupt, the child
// is killed (with its tree, if it has one of its own). Waits in short
// slices, so that an interrupt is seen within a tenth of a second.
ChildEnd wait_for_child(platform::ChildProcess& child, std::chrono::seconds limit, const OnBytes& on_bytes)
{
    ChildEnd end;
    Clock::time_point deadline = Clock::now() + limit;
    for (;;) {
        std::string bytes;
        const bool ended = child.wait(next_slice(deadline), bytes);
        if (!bytes.empty())
            if (const std::optional<std::chrono::seconds> step_limit = on_bytes(bytes))
                deadline = Clock::now() + *step_limit;
        if (ended) break;
        if (interrupt_requested() || Clock::now() >= deadline) {
            end.how = interrupt_requested() ? ChildEnd::How::interrupted : ChildEnd::How::timed_out;
            child.kill();
            return end;
        }
    }
    const platform::Exit exit = child.exit();
    if (exit.crashed) {
        end.how = ChildEnd::How::crashed;
        end.signal = exit.code;
    } else {
        end.exit_code = exit.code;
    }
    return end;
}

// The steps a child announces, one "SECONDS WHAT" line each, kept in `end`.
OnBytes step_reader(ChildEnd& end)
{
    return [&end, pending = std::string()](const std::string& bytes) mutable -> std::optional<std::chrono::seconds> {
        pending += bytes;  // a line may arrive in two reads
        std::optional<std::chrono::seconds> limit;
        for (std::size_t newline; (newline = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, newline);
            pending.erase(0, newline + 1);
            const std::size_t space = line.find(' ');
            end.limit = std::chrono::seconds(std::stoll(line.substr(0, space)));
            end.last_step = line.substr(space + 1);
            limit = end.limit;
        }
        return limit;
    };
}

}  // namespace

void StepReporter::step(const std::string& what, std::chrono::seconds limit) const
{
    channel_.write(std::to_string(limit.count()) + " " + what + "\n");
}

ChildEnd run_in_child(const std::vector<std::string>& arguments, std::chrono::seconds first_limit)
{
    // Whatever this process has buffered comes before what the child writes.
    std::cout.flush();
    std::cerr.flush();
    const std::unique_ptr<platform::ChildProcess> child =
        start(arguments, platform::ChildProcess::Output::inherited, true);
    ChildEnd end;
    const ChildEnd how = wait_for_child(*child, first_limit, step_reader(end));
    end.how = how.how;
    end.exit_code = how.exit_code;
    end.signal = how.signal;
    if (end.last_step.empty()) end.limit = first_limit;
    return end;
}

ChildEnd run_program(const std::vector<std::string>& arguments, std::chrono::seconds limit, std::string& output)
{
    const std::unique_ptr<platform::ChildProcess> child =
        start(arguments, platform::ChildProcess::Output::captured, false);
    // What a report needs is at its start; a run gone wild is not kept whole.
    constexpr std::size_t kept_bytes = 1 << 20;
    ChildEnd end = wait_for_child(*child, limit, [&output](const std::string& bytes) {
        if (output.size() < kept_bytes) output += bytes.substr(0, kept_bytes - output.size());
        return std::optional<std::chrono::seconds>();
    });
    end.limit = limit;
    return end;
}

}  // namespace ocltut::check
