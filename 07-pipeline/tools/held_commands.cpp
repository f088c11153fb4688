#include "held_commands.hpp"

#include <algorithm>
#include <condition_variable>
#include <thread>

namespace ocltut {

bool has_ended(const cl::Event& event)
{
    return event.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() <= CL_COMPLETE;
}

bool ended_by(const cl::Event& event, std::chrono::steady_clock::time_point until)
{
    while (!has_ended(event)) {
        if (std::chrono::steady_clock::now() >= until) return false;
        std::this_thread::sleep_for(poll_interval);
    }
    return true;
}

bool ended_within(const std::vector<cl::Event>& events, const PipelineQueues& queues, std::chrono::milliseconds limit)
{
    const auto until = std::chrono::steady_clock::now() + limit;
    const auto all_ended = [until](const std::vector<cl::Event>& list) {
        return std::all_of(list.begin(), list.end(),
                           [until](const cl::Event& event) { return ended_by(event, until); });
    };
    return all_ended(events) && all_ended(end_markers(queues));
}

EventGates::EventGates(const cl::Context& context, std::size_t count) : open_(count, false)
{
    for (std::size_t k = 0; k < count; ++k) {
        gates_.emplace_back(context);
        events_.push_back(gates_.back());
    }
}

void EventGates::open(std::size_t k)
{
    const std::lock_guard<std::mutex> lock(mutex_);
    if (open_[k]) return;
    gates_[k].setStatus(CL_COMPLETE);
    open_[k] = true;
}

void EventGates::open_all()
{
    for (std::size_t k = 0; k < gates_.size(); ++k) open(k);
}

bool call_watched(const std::function<void()>& call, std::chrono::milliseconds limit,
                  const std::function<void()>& let_go)
{
    std::mutex mutex;
    std::condition_variable done;
    bool returned = false;
    bool let_go_early = false;
    std::thread watchdog([&]() {
        std::unique_lock<std::mutex> lock(mutex);
        if (done.wait_for(lock, limit, [&]() { return returned; })) return;
        let_go_early = true;
        try {
            let_go();
        } catch (const cl::Error&) {
            // The call stays stuck: the checker's time limit stops it.
        }
    });
    const auto stop_watchdog = [&]() {
        {
            const std::lock_guard<std::mutex> lock(mutex);
            returned = true;
        }
        done.notify_one();
        watchdog.join();
    };
    try {
        call();
    } catch (...) {
        stop_watchdog();
        throw;
    }
    stop_watchdog();
    return let_go_early;
}

}  // namespace ocltut
